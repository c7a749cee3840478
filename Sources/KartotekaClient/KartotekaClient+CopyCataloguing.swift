import Foundation

extension KartotekaClient {
    /// The catalogues records are copied from (Z39.50 and SRU targets), in their order; their
    /// passwords are never sent, only whether there is one.
    public func copyCataloguingTargets() async throws(KartotekaClientError) -> [CopyCataloguingTargetResource] {
        try await send(Routes.CopyCataloguing.listTargets)
    }

    /// One target by its id.
    public func copyCataloguingTarget(_ id: Int64) async throws(KartotekaClientError) -> CopyCataloguingTargetResource {
        try await send(Routes.CopyCataloguing.getTarget, CopyCataloguingTargetID(id))
    }

    /// Adds a target (an administrator's token); returns it. A name another target has is refused (409).
    public func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) async throws(KartotekaClientError)
        -> CopyCataloguingTargetResource {
        try await send(Routes.CopyCataloguing.createTarget, body: .json(input))
    }

    /// Replaces a target's fields; a password left out of `input` is kept, an empty one removed.
    public func updateCopyCataloguingTarget(_ id: Int64, with input: CopyCataloguingTargetInput) async throws(KartotekaClientError)
        -> CopyCataloguingTargetResource {
        try await send(Routes.CopyCataloguing.updateTarget, CopyCataloguingTargetID(id), body: .json(input))
    }

    /// Removes a target.
    public func deleteCopyCataloguingTarget(_ id: Int64) async throws(KartotekaClientError) {
        _ = try await send(Routes.CopyCataloguing.deleteTarget, CopyCataloguingTargetID(id))
    }

    /// Well-known public catalogues, named in the client's language, to add as targets (disabled
    /// until checked).
    public func copyCataloguingPresets() async throws(KartotekaClientError) -> [CopyCataloguingPresetResource] {
        try await send(Routes.CopyCataloguing.presets)
    }

    /// Searches several catalogues at once: the `targets` named (every enabled one when none is),
    /// each waited for at most its timeout; the editions found and what each target did.
    public func searchCopyCataloguing(_ kind: CopyCataloguingSearchKind, _ text: String,
                                      targets: [String] = []) async throws(KartotekaClientError) -> CopyCataloguingSearchResult {
        let route = Routes.CopyCataloguing.self
        return try await send(route.search, query: [route.words(kind).item(text)] + route.target.items(targets))
    }

    /// One record of a target by its id (as a search gave it), as the New Book form's fields.
    public func copyCataloguingRecord(_ id: String, target: String) async throws(KartotekaClientError) -> CopyCataloguingCandidateResource {
        try await send(Routes.CopyCataloguing.record, query: [Routes.CopyCataloguing.recordTarget.item(target),
                                                              Routes.CopyCataloguing.recordID.item(id)])
    }
}
