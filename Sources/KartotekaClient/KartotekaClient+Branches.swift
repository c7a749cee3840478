import Foundation

extension KartotekaClient {
    /// Every branch of the library, the main one first.
    public func branches() async throws(KartotekaClientError) -> [BranchResource] {
        try await send(Request(method: "GET", path: ["api", "v1", "branches"]))
    }

    /// A branch by its code (`Ф2`).
    public func branch(_ code: String) async throws(KartotekaClientError) -> BranchResource {
        try await send(Request(method: "GET", path: ["api", "v1", "branches", code]))
    }

    /// Adds a branch; returns it. A code another branch has is refused (409).
    public func addBranch(_ input: BranchInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(request("POST", ["api", "v1", "branches"], body: input))
    }

    /// Replaces a branch's fields, its code too; returns the branch.
    public func updateBranch(_ code: String, with input: BranchInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(request("PUT", ["api", "v1", "branches", code], body: input))
    }

    /// Removes a branch nothing belongs to any more; the main branch, or one with copies, loans
    /// or staff, is refused (409).
    public func deleteBranch(_ code: String) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "branches", code]))
    }

    /// Shows a branch among the library locations (the book's `/locations`), or changes how:
    /// its location — the one it has, the existing one `input.locationId` links, or a new one —
    /// takes the branch's address and the fields given; returns the branch with its location. A
    /// location that shows another branch is refused (409), fields that do not make a location
    /// (no city, say) too (422).
    public func publishBranch(_ code: String, _ input: BranchListingInput) async throws(KartotekaClientError) -> BranchResource {
        try await send(request("PUT", ["api", "v1", "branches", code, "location"], body: input))
    }

    /// Stops showing a branch among the library locations: its location is removed.
    public func unpublishBranch(_ code: String) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "branches", code, "location"]))
    }
}
