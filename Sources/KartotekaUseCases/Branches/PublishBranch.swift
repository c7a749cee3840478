import KartotekaCore
import KartotekaStore

/// Shows a branch among the library locations (the book's `/locations`), or changes how it
/// shows: its location — the one it has, the existing one the listing links, or a new one — takes
/// the branch's address and the fields given. A linked location that does not exist is a mistake
/// of the listing (its `locationId`), one that shows another branch is refused.
public struct PublishBranch: UseCase {
    public static let action = "publish branch"
    public static let access = UseCaseAccess.permission(.manageLocations)

    /// The branch.
    public let code: BranchCode
    /// How it shows.
    public let listing: BranchListing

    /// Shows the branch `code` as `listing` says.
    public init(_ code: BranchCode, _ listing: BranchListing) {
        self.code = code
        self.listing = listing
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
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

    public func auditSubject(of output: BranchRecord) -> String? {
        "branch \(code)" + (output.location.map { " as location \($0.id)" } ?? "")
    }
}
