import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

/// A copy-cataloguing search as the pages and the API run it: on the targets named (the
/// enabled ones when none is), with the editions this library has already marked.
struct CopyCataloguingSearch {
    let store: any LibraryStore
    let client: CopyCataloguingClient

    /// The targets named, each found by its name whether enabled or not (to try one before
    /// enabling it); every enabled target when none is named.
    func targets(named names: [String]) throws -> [CopyCataloguingTarget] {
        let targets = try names.isEmpty
            ? store.copyCataloguingTargets().map(\.target).filter(\.enabled)
            : names.map { try store.copyCataloguingTarget(named: $0).target }
        guard !targets.isEmpty else { throw CopyCataloguingError.noTargets }
        return targets
    }

    /// Searches the targets at once; each edition the catalogue has is marked with its title.
    func run(_ query: CopyCataloguingQuery, on targets: [CopyCataloguingTarget]) throws -> CopyCataloguingResult {
        var result = client.search(query, on: targets)
        try result.markCatalogued { try store.title(isbn: $0)?.id }
        return result
    }

    /// The record of a target by its id.
    func record(_ id: String, atTargetNamed name: String) throws -> CopyCataloguingCandidate {
        try client.record(id, at: store.copyCataloguingTarget(named: name).target)
    }
}
