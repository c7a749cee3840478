import Foundation

extension KartotekaClient {
    /// The catalogues records are copied from (Z39.50 and SRU targets), in their order; their
    /// passwords are never sent, only whether there is one.
    public func copyCataloguingTargets() async throws(KartotekaClientError) -> [CopyCataloguingTargetResource] {
        try await send(Request(method: "GET", path: ["api", "v1", "copycat", "targets"]))
    }

    /// One target by its id.
    public func copyCataloguingTarget(_ id: Int64) async throws(KartotekaClientError) -> CopyCataloguingTargetResource {
        try await send(Request(method: "GET", path: ["api", "v1", "copycat", "targets", String(id)]))
    }

    /// Adds a target (an administrator's token); returns it. A name another target has is refused (409).
    public func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) async throws(KartotekaClientError)
        -> CopyCataloguingTargetResource {
        try await send(request("POST", ["api", "v1", "copycat", "targets"], body: input))
    }

    /// Replaces a target's fields; a password left out of `input` is kept, an empty one removed.
    public func updateCopyCataloguingTarget(_ id: Int64, with input: CopyCataloguingTargetInput) async throws(KartotekaClientError)
        -> CopyCataloguingTargetResource {
        try await send(request("PUT", ["api", "v1", "copycat", "targets", String(id)], body: input))
    }

    /// Removes a target.
    public func deleteCopyCataloguingTarget(_ id: Int64) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "copycat", "targets", String(id)]))
    }

    /// Well-known public catalogues, named in the client's language, to add as targets (disabled
    /// until checked).
    public func copyCataloguingPresets() async throws(KartotekaClientError) -> [CopyCataloguingPresetResource] {
        try await send(Request(method: "GET", path: ["api", "v1", "copycat", "presets"]))
    }

    /// Searches several catalogues at once: the `targets` named (every enabled one when none is),
    /// each waited for at most its timeout; the editions found and what each target did.
    public func searchCopyCataloguing(_ kind: CopyCataloguingSearchKind, _ text: String,
                                      targets: [String] = []) async throws(KartotekaClientError) -> CopyCataloguingSearchResult {
        let query = [URLQueryItem(name: kind.rawValue, value: text)] + targets.map { URLQueryItem(name: "target", value: $0) }
        return try await send(Request(method: "GET", path: ["api", "v1", "copycat", "search"], query: query))
    }

    /// One record of a target by its id (as a search gave it), as the New Book form's fields.
    public func copyCataloguingRecord(_ id: String, target: String) async throws(KartotekaClientError) -> CopyCataloguingCandidateResource {
        let query = [URLQueryItem(name: "target", value: target), URLQueryItem(name: "id", value: id)]
        return try await send(Request(method: "GET", path: ["api", "v1", "copycat", "record"], query: query))
    }
}
