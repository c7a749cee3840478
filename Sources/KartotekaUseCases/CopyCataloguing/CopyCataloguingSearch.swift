import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

/// A copy-cataloguing search as the pages and the API run it: on the targets named (the
/// enabled ones when none is), with the editions this library has already marked.
public struct CopyCataloguingSearch: Sendable {
    let store: any LibraryStore
    let client: CopyCataloguingClient

    /// A search of the library's targets with `client`.
    public init(store: any LibraryStore, client: CopyCataloguingClient) {
        self.store = store
        self.client = client
    }

    /// The targets named, each found by its name whether enabled or not (to try one before
    /// enabling it); every enabled target when none is named.
    public func targets(named names: [String]) throws -> [CopyCataloguingTarget] {
        let targets = try names.isEmpty
            ? store.copyCataloguingTargets().map(\.target).filter(\.enabled)
            : names.map { try store.copyCataloguingTarget(named: $0).target }
        guard !targets.isEmpty else { throw CopyCataloguingError.noTargets }
        return targets
    }

    /// Searches the targets at once; each edition the catalogue has is marked with its title.
    public func run(_ query: CopyCataloguingQuery, on targets: [CopyCataloguingTarget]) throws -> CopyCataloguingResult {
        var result = client.search(query, on: targets)
        try result.markCatalogued { try store.title(isbn: $0)?.id }
        return result
    }

    /// The record of a target by its id.
    public func record(_ id: String, atTargetNamed name: String) throws -> CopyCataloguingCandidate {
        try client.record(id, at: store.copyCataloguingTarget(named: name).target)
    }
}
