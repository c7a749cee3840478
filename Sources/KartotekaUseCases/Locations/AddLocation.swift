import KartotekaCore
import KartotekaStore

/// Adds a library location, one the book's `/locations` serves.
public struct AddLocation: UseCase {
    public static let action = "add location"
    public static let access = UseCaseAccess.permission(.manageLocations)

    /// The location, checked.
    public let location: Location

    /// Adds `location`.
    public init(_ location: Location) {
        self.location = location
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LocationRecord {
        try transaction.connection.addLocation(location, now: transaction.now)
    }

    public func auditSubject(of output: LocationRecord) -> String? {
        "location \(output.id)"
    }
}
