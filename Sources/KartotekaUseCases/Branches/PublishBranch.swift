import KartotekaCore
import KartotekaStore

/// Shows a branch among the library locations (the book's `/locations`), or changes how it
/// shows: its location — the one it has, the existing one the listing links, or a new one — takes
/// the branch's address and the fields given. A linked location that does not exist is a mistake
/// of the listing (its `locationId`), one that shows another branch is refused.
public typealias PublishBranch = Edit<PublishBranchChange>

/// What ``PublishBranch`` does.
public enum PublishBranchChange: KeyedEdit {
    public static let about = UseCaseAbout("publish branch", .permission(.manageLocations))

    public static func change(_ code: BranchCode, to listing: BranchListing, in transaction: StoreTransaction,
                              by principal: Principal) throws -> BranchRecord {
        let db = transaction.connection
        if let id = listing.location {
            do {
                _ = try db.location(id)
            } catch LocationError.locationNotFound {
                throw ValidationError(field: "locationId", message: LocationError.locationNotFound(id).message)
            }
        }
        return try db.publishBranch(code, listing, now: transaction.now)
    }

    public static func auditSubject(of code: BranchCode, to listing: BranchListing, after output: BranchRecord) -> String? {
        "branch \(code)" + (output.location.map { " as location \($0.id)" } ?? "")
    }
}
