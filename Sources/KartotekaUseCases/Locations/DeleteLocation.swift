import KartotekaCore
import KartotekaStore

/// Removes a library location; one that shows a branch is removed through the branch.
public typealias DeleteLocation = SingleInput<DeleteLocationChange>

/// What ``DeleteLocation`` does.
public enum DeleteLocationChange: SingleInputChange {
    public static let about = UseCaseAbout("delete location", .permission(.manageLocations), subject: "location")

    public static func change(_ id: LocationID, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteLocation(id)
    }
}
