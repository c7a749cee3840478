import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

extension SearchCopyCataloguing {
    public static let action = "search copy cataloguing"
    public static let access = UseCaseAccess.permission(.editCatalogue)

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
