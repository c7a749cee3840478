import Foundation

extension KartotekaClient {
    /// Every branch of the library, the main one first.
    public func branches() async throws(KartotekaClientError) -> [BranchResource] {
        try await send(Routes.Branches.list)
    }

    /// A branch by its code (`Ф2`).
    public func branch(_ code: BranchCode) async throws(KartotekaClientError) -> BranchResource {
        try await send(Routes.Branches.get, code)
    }

    /// Adds a branch; returns it. A code another branch has is refused (409).
    public func addBranch(_ input: BranchInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(Routes.Branches.create, body: .json(input))
    }

    /// Replaces a branch's fields, its code too; returns the branch.
    public func updateBranch(_ code: BranchCode, with input: BranchInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(Routes.Branches.update, code, body: .json(input))
    }

    /// Removes a branch nothing belongs to any more; the main branch, or one with copies, loans
    /// or staff, is refused (409).
    public func deleteBranch(_ code: BranchCode) async throws(KartotekaClientError) {
        _ = try await send(Routes.Branches.delete, code)
    }

    /// Shows a branch among the library locations (the book's `/locations`), or changes how:
    /// its location — the one it has, the existing one `input.locationId` links, or a new one —
    /// takes the branch's address and the fields given; returns the branch with its location. A
    /// location that shows another branch is refused (409), fields that do not make a location
    /// (no city, say) too (422).
    public func publishBranch(_ code: BranchCode, _ input: BranchListingInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(Routes.Branches.publish, code, body: .json(input))
    }

    /// Stops showing a branch among the library locations: its location is removed.
    public func unpublishBranch(_ code: BranchCode) async throws(KartotekaClientError) {
        _ = try await send(Routes.Branches.unpublish, code)
    }
}
