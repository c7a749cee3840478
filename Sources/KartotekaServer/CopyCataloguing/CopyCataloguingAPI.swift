import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/copycat`: copy cataloguing from other libraries' catalogues over Z39.50 and SRU —
/// the targets (changing them is the library's settings; their passwords are never shown), the
/// known public ones, searches of several at once, and one record by its id.
enum CopyCataloguingAPI {
    static let endpoints = [listTargets, createTarget, getTarget, updateTarget, deleteTarget, presets, search, record]

    static let listTargets = Endpoint.api(
        .get, "/api/v1/copycat/targets", .permission(.editCatalogue),
        Operation("listCopycatTargets", "The catalogues records are copied from, in their order.", tag: .copyCataloguing),
        answer: .list(Schemas.copycatTarget, "The targets, without their passwords.")
    ) { context in
        try context.store.copyCataloguingTargets().map(CopyCataloguingTargetResource.init)
    }

    static let createTarget = Endpoint.api(
        .post, "/api/v1/copycat/targets", .permission(.manageSettings),
        Operation("createCopycatTarget", "Add a catalogue to copy records from.", tag: .copyCataloguing, errors: [409, 422]),
        body: JSONBody(Schemas.copycatTargetInput),
        answer: .created(Schemas.copycatTarget, "The new target.") { "/api/v1/copycat/targets/\($0.id)" }
    ) { context, input in
        CopyCataloguingTargetResource(try context.run(AddCopyCataloguingTarget(input.draft)))
    }

    static let getTarget = Endpoint.api(
        .get, "/api/v1/copycat/targets/\(PathParameters.copycatTarget)", .permission(.editCatalogue),
        Operation("getCopycatTarget", "One catalogue records are copied from.", tag: .copyCataloguing),
        answer: .ok(Schemas.copycatTarget, "The target, without its password.")
    ) { context in
        CopyCataloguingTargetResource(try context.store.copyCataloguingTarget(context.path(PathParameters.copycatTarget)))
    }

    static let updateTarget = Endpoint.api(
        .put, "/api/v1/copycat/targets/\(PathParameters.copycatTarget)", .permission(.manageSettings),
        Operation("updateCopycatTarget", "Replace a target's fields; a password left out is kept, an empty one removed.",
                  tag: .copyCataloguing, errors: [409, 422]),
        body: JSONBody(Schemas.copycatTargetInput), answer: .ok(Schemas.copycatTarget, "The changed target.")
    ) { context, input in
        CopyCataloguingTargetResource(try context.run(ChangeCopyCataloguingTarget(.id(context.path(PathParameters.copycatTarget)),
                                                                                  to: input.draft)))
    }

    static let deleteTarget = Endpoint.api(
        .delete, "/api/v1/copycat/targets/\(PathParameters.copycatTarget)", .permission(.manageSettings),
        Operation("deleteCopycatTarget", "Remove a target.", tag: .copyCataloguing),
        answer: .noContent()
    ) { context in
        _ = try context.run(DeleteCopyCataloguingTarget(.id(context.path(PathParameters.copycatTarget))))
        return NoContent()
    }

    static let presets = Endpoint.api(
        .get, "/api/v1/copycat/presets", .permission(.editCatalogue),
        Operation("listCopycatPresets", "Well-known public catalogues, to add as targets (disabled until checked).",
                  tag: .copyCataloguing,
                  description: "None of them is checked by Kartoteka: add one with `enabled: false`, try it by naming it in a "
                    + "search, then enable it."),
        answer: .list(Schemas.copycatPreset, "The presets, named in the request's language.")
    ) { context in
        CopyCataloguingPreset.all.map { CopyCataloguingPresetResource($0, language: context.language) }
    }

    /// What to search for: one of these.
    static let isbn = QueryParameter<String>(
        "isbn", schema: OpenAPISchema.string(), description: "An ISBN (bib-1 use 7).", example: "978-5-17-079585-7") { $0 }
    static let title = QueryParameter<String>(
        "title", schema: OpenAPISchema.string(), description: "Words of the title (use 4).") { $0 }
    static let author = QueryParameter<String>(
        "author", schema: OpenAPISchema.string(), description: "An author's name, usually the surname (use 1003).") { $0 }
    static let any = QueryParameter<String>(
        "any", schema: OpenAPISchema.string(), description: "Words anywhere in the record (use 1016).") { $0 }
    /// The targets to ask, by name.
    static let target = QueryParameter<String>(
        "target", schema: OpenAPISchema.array(OpenAPISchema.string()),
        description: "A target to ask, by its name (enabled or not); repeat for more. Left out (or empty): every enabled target.",
        repeated: true) { $0 }

    static let search = Endpoint.api(
        .get, "/api/v1/copycat/search", .permission(.editCatalogue),
        Operation("searchCopycat", "Search several catalogues at once by ISBN, title, author or any words.", tag: .copyCataloguing,
                  errors: [404, 422],
                  description: "Give exactly one of `isbn`, `title`, `author`, `any` (422 otherwise). Every target is asked at "
                    + "once and waited for at most its timeout; a target that fails (unreachable, timed out, login refused, "
                    + "format not given, records that cannot be read) says why in its outcome while the others' candidates "
                    + "come. Candidates of one edition (one ISBN, or one title, author and year) are grouped; an edition "
                    + "this library has is marked with `cataloguedTitleId`. 404 for a target name that does not exist, 422 "
                    + "`copycat_no_targets` when no target is enabled."),
        query: [isbn, title, author, any, target], answer: .ok(Schemas.copycatSearchResult, "The editions and each target's outcome."),
        work: .long
    ) { context in
        let query = try CopyCataloguingQuery(oneOf: [
            (.isbn, try context.query(isbn)), (.title, try context.query(title)), (.author, try context.query(author)),
            (.any, try context.query(any)),
        ])
        let found = try context.run(SearchCopyCataloguing(query, on: try context.values(target), with: context.services.copyCataloguing))
        return CopyCataloguingSearchResult(found.result, language: context.language, authorSignStyle: found.authorSignStyle)
    }

    /// The target of a record, by name.
    static let recordTarget = QueryParameter<String>(
        "target", schema: OpenAPISchema.string(minLength: 1), description: "The target's name.", required: true) { $0 }
    /// A record's id at its target.
    static let recordID = QueryParameter<String>(
        "id", schema: OpenAPISchema.string(minLength: 1), description: "The record's id there (its control number, as a search gave it).",
        required: true) { $0 }

    static let record = Endpoint.api(
        .get, "/api/v1/copycat/record", .permission(.editCatalogue),
        Operation("getCopycatRecord", "One record of a target, by its id, as the New Book form's fields.", tag: .copyCataloguing,
                  errors: [404, 503],
                  description: "404 for a target or record that does not exist; 503 `copycat_…` when the target cannot answer."),
        query: [recordTarget, recordID], answer: .ok(Schemas.copycatCandidate, "The record."), work: .long
    ) { context in
        let fetched = try context.run(FetchCopyCataloguingRecord(try context.query(recordID) ?? "",
                                                                 atTargetNamed: try context.query(recordTarget) ?? "",
                                                                 with: context.services.copyCataloguing))
        return CopyCataloguingCandidateResource(fetched.candidate, authorSignStyle: fetched.authorSignStyle)
    }
}
