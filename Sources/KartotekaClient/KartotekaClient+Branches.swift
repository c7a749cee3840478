import Foundation
import KartotekaCore

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
}
