import KartotekaCore
import KartotekaStore

/// Replaces a library location's fields; one that shows a branch is changed through the branch.
public typealias ChangeLocation = Edit<ChangeLocationChange>

/// What ``ChangeLocation`` does.
public enum ChangeLocationChange: KeyedEdit {
    public static let about = UseCaseAbout("change location", .permission(.manageLocations), subject: "location")

    public static func change(_ id: LocationID, to location: Location, in transaction: StoreTransaction,
                              by principal: Principal) throws -> LocationRecord {
        try transaction.connection.updateLocation(id, with: location, now: transaction.now)
    }
}
