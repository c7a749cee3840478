import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/copycat`: copy cataloguing from other libraries' catalogues over Z39.50 and SRU —
/// the targets (changing them is the library's settings; their passwords are never shown), the
/// known public ones, searches of several at once, and one record by its id.
enum CopyCataloguingAPI {
    static let endpoints = [listTargets, createTarget, getTarget, updateTarget, deleteTarget, presets, search, record]

    static let listTargets = Endpoint.api(
        Routes.CopyCataloguing.listTargets, .permission(.editCatalogue),
        Operation("The catalogues records are copied from, in their order.", tag: .copyCataloguing),
        answer: .list(CopyCataloguingTargetResource.schema, "The targets, without their passwords.")
    ) { context in
        try context.store.copyCataloguingTargets().map(CopyCataloguingTargetResource.init)
    }

    static let createTarget = Endpoint.api(
        Routes.CopyCataloguing.createTarget, .permission(.manageSettings),
        Operation("Add a catalogue to copy records from.", tag: .copyCataloguing, errors: [409, 422]),
        body: JSONBody(CopyCataloguingTargetInput.schema),
        answer: .created(CopyCataloguingTargetResource.schema, "The new target.") { Routes.CopyCataloguing.getTarget.path(CopyCataloguingTargetID($0.id)) }
    ) { context, input in
        CopyCataloguingTargetResource(try context.run(AddCopyCataloguingTarget(input.draft)))
    }

    static let getTarget = Endpoint.api(
        Routes.CopyCataloguing.getTarget, .permission(.editCatalogue),
        Operation("One catalogue records are copied from.", tag: .copyCataloguing), ok: "The target, without its password."
    ) {
        CopyCataloguingTargetResource(try $0.store.copyCataloguingTarget($1))
    }

    static let updateTarget = Endpoint.api(
        Routes.CopyCataloguing.updateTarget, .permission(.manageSettings),
        Operation("Replace a target's fields; a password left out is kept, an empty one removed.",
                  tag: .copyCataloguing, errors: [409, 422]),
        body: JSONBody(CopyCataloguingTargetInput.schema),
        ok: "The changed target."
    ) { context, copycatTarget, input in
        CopyCataloguingTargetResource(try context.run(ChangeCopyCataloguingTarget(.id(copycatTarget),
                                                                                  to: input.draft)))
    }

    static let deleteTarget = Endpoint.api(
        Routes.CopyCataloguing.deleteTarget, .permission(.manageSettings),
        Operation("Remove a target.", tag: .copyCataloguing),
        answer: .noContent()
    ) { context in
        _ = try context.run(DeleteCopyCataloguingTarget(.id(context.path(PathParameters.copycatTarget))))
        return NoContent()
    }

    static let presets = Endpoint.api(
        Routes.CopyCataloguing.presets, .permission(.editCatalogue),
        Operation("Well-known public catalogues, to add as targets (disabled until checked).",
                  tag: .copyCataloguing,
                  description: "None of them is checked by Kartoteka: add one with `enabled: false`, try it by naming it in a "
                    + "search, then enable it."),
        answer: .list(CopyCataloguingPresetResource.schema, "The presets, named in the request's language.")
    ) { context in
        CopyCataloguingPreset.all.map { CopyCataloguingPresetResource($0, language: context.language) }
    }

    static let search = Endpoint.api(
        Routes.CopyCataloguing.search, .permission(.editCatalogue),
        Operation("Search several catalogues at once by ISBN, title, author or any words.", tag: .copyCataloguing,
                  errors: [404, 422],
                  description: "Give exactly one of `isbn`, `title`, `author`, `any` (422 otherwise). Every target is asked at "
                    + "once and waited for at most its timeout; a target that fails (unreachable, timed out, login refused, "
                    + "format not given, records that cannot be read) says why in its outcome while the others' candidates "
                    + "come. Candidates of one edition (one ISBN, or one title, author and year) are grouped; an edition "
                    + "this library has is marked with `cataloguedTitleId`. 404 for a target name that does not exist, 422 "
                    + "`copycat_no_targets` when no target is enabled."),
        ok: "The editions and each target's outcome.",
        work: .outside
    ) { context in
        let query = try CopyCataloguingQuery(oneOf: [
            (.isbn, try context.query(Routes.CopyCataloguing.isbn)), (.title, try context.query(Routes.CopyCataloguing.title)), (.author, try context.query(Routes.CopyCataloguing.author)),
            (.any, try context.query(Routes.CopyCataloguing.any)),
        ])
        let found = try context.run(SearchCopyCataloguing(query, on: try context.values(Routes.CopyCataloguing.target), with: context.services.copyCataloguing))
        return CopyCataloguingSearchResult(found.result, language: context.language, authorSignStyle: found.authorSignStyle)
    }

    static let record = Endpoint.api(
        Routes.CopyCataloguing.record, .permission(.editCatalogue),
        Operation("One record of a target, by its id, as the New Book form's fields.", tag: .copyCataloguing,
                  errors: [404, 503],
                  description: "404 for a target or record that does not exist; 503 `copycat_…` when the target cannot answer."),
        ok: "The record.",
        work: .outside
    ) { context in
        let fetched = try context.run(FetchCopyCataloguingRecord(try context.query(Routes.CopyCataloguing.recordID) ?? "",
                                                                 atTargetNamed: try context.query(Routes.CopyCataloguing.recordTarget) ?? "",
                                                                 with: context.services.copyCataloguing))
        return CopyCataloguingCandidateResource(fetched.candidate, authorSignStyle: fetched.authorSignStyle)
    }
}
