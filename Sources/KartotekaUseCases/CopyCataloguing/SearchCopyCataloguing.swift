import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

/// Searches other libraries' catalogues at once, as the pages, the API and the command line do:
/// the targets named, each found by its name whether enabled or not (to try one before enabling
/// it), or every enabled target when none is named. Each edition this library has already is
/// marked with its title. The targets are read in one transaction, asked outside any, and the
/// catalogue is read in another; a search changes nothing and writes no audit line.
public struct SearchCopyCataloguing: ReachesOutside {
    public static let action = "search copy cataloguing"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// What to search for.
    public let query: CopyCataloguingQuery
    /// The targets to ask, by name; empty: every enabled one.
    public let targetNames: [String]
    /// What asks them.
    public let client: CopyCataloguingClient

    /// A search for `query` on the targets named (every enabled one when none is), asked with `client`.
    public init(_ query: CopyCataloguingQuery, on targetNames: [String], with client: CopyCataloguingClient) {
        self.query = query
        self.targetNames = targetNames
        self.client = client
    }

    public func run(in library: Library, by principal: Principal) throws -> CopyCataloguingFindings {
        let (targets, style) = try library.store.reading { transaction in
            let db = transaction.connection
            let targets = try targetNames.isEmpty
                ? db.copyCataloguingTargets().map(\.target).filter(\.enabled)
                : targetNames.map { try db.copyCataloguingTarget(named: $0).target }
            return (targets, try db.loadSettings().authorSignStyle)
        }
        guard !targets.isEmpty else { throw CopyCataloguingError.noTargets }
        let found = client.search(query, on: targets)
        let marked = try library.store.reading { transaction in
            var marked = found
            try marked.markCatalogued { try transaction.connection.titleID(isbn: $0) }
            return marked
        }
        return CopyCataloguingFindings(result: marked, authorSignStyle: style)
    }

    public func auditSubject(of output: CopyCataloguingFindings) -> String? {
        nil
    }
}
