import KartotekaCore
import KartotekaStore

/// Adds a library location, one the book's `/locations` serves.
public typealias AddLocation = SingleInput<AddLocationChange>

/// What ``AddLocation`` does.
public enum AddLocationChange: SingleInputChange {
    public static let about = UseCaseAbout("add location", .permission(.manageLocations))

    public static func change(_ location: Location, in transaction: StoreTransaction, by principal: Principal) throws -> LocationRecord {
        try transaction.connection.addLocation(location, now: transaction.now)
    }

    public static func auditSubject(of location: Location, after output: LocationRecord) -> String? {
        "location \(output.id)"
    }
}
