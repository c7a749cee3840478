import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

extension FetchCopyCataloguingRecord {
    public static let action = "fetch copy-cataloguing record"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    public func run(in library: Library, by principal: Principal) throws -> FetchedCopyCataloguingRecord {
        let (target, style) = try library.store.reading { transaction in
            let db = transaction.connection
            return (try db.copyCataloguingTarget(named: targetName).target, try db.loadSettings().authorSignStyle)
        }
        return FetchedCopyCataloguingRecord(candidate: try client.record(id, at: target), authorSignStyle: style)
    }

    public func auditSubject(of output: FetchedCopyCataloguingRecord) -> String? {
        nil
    }
}
