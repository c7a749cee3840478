import KartotekaCore
import KartotekaStore

/// Replaces a library location's fields; one that shows a branch is changed through the branch.
public struct ChangeLocation: UseCase {
    public static let action = "change location"
    public static let access = UseCaseAccess.permission(.manageLocations)

    /// The location.
    public let id: LocationID
    /// Its fields, checked.
    public let location: Location

    /// Gives the location `id` the fields of `location`.
    public init(_ id: LocationID, to location: Location) {
        self.id = id
        self.location = location
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LocationRecord {
        try transaction.connection.updateLocation(id, with: location, now: transaction.now)
    }

    public func auditSubject(of output: LocationRecord) -> String? {
        "location \(id)"
    }
}
