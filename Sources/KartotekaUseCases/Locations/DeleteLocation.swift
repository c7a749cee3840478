import KartotekaCore
import KartotekaStore

/// Removes a library location; one that shows a branch is removed through the branch.
public struct DeleteLocation: UseCase {
    public static let action = "delete location"
    public static let access = UseCaseAccess.permission(.manageLocations)

    /// The location.
    public let id: LocationID

    /// Removes the location `id`.
    public init(_ id: LocationID) {
        self.id = id
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteLocation(id)
    }

    public func auditSubject(of output: Void) -> String? {
        "location \(id)"
    }
}
