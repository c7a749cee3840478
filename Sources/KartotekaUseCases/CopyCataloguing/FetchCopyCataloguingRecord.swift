import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaStore

/// Fetches one record of a copy-cataloguing target by its id there: the target is read in one
/// transaction and asked outside it. A fetch changes nothing and writes no audit line.
public struct FetchCopyCataloguingRecord: ReachesOutside {
    public static let action = "fetch copy-cataloguing record"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The record's id at its target.
    public let id: String
    /// The target's name.
    public let targetName: String
    /// What asks the target.
    public let client: CopyCataloguingClient

    /// The record `id` of the target named `targetName`, asked with `client`.
    public init(_ id: String, atTargetNamed targetName: String, with client: CopyCataloguingClient) {
        self.id = id
        self.targetName = targetName
        self.client = client
    }

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
