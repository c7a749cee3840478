extension Routes {
    /// `/api/v1/branches`: the library's branches. Anyone may list them (the public catalogue shows
    /// where copies are); changing them is the library's settings; showing one among the library
    /// locations is the locations' business, a librarian's.
    public enum Branches {
        /// Every branch of the library, the main one first.
        public static let list: Route<Void, Void, [BranchResource]> = .get("/api/v1/branches", "listBranches")
        /// Add a branch.
        public static let create: Route<Void, BranchInput, BranchResource> = .post("/api/v1/branches", "createBranch")
        /// One branch.
        public static let get: Route<BranchCode, Void, BranchResource> = .get("/api/v1/branches/\(PathParameters.branch)", "getBranch")
        /// Replace a branch's fields, its code too.
        public static let update: Route<BranchCode, BranchInput, BranchResource> =
            .put("/api/v1/branches/\(PathParameters.branch)", "updateBranch")
        /// Remove a branch nothing belongs to any more (not the main one).
        public static let delete: Route<BranchCode, Void, NoContent> =
            .delete("/api/v1/branches/\(PathParameters.branch)", "deleteBranch")
        /// Show a branch among the library locations, or change how it shows.
        public static let publish: Route<BranchCode, BranchListingInput, BranchResource> =
            .put("/api/v1/branches/\(PathParameters.branch)/location", "publishBranch")
        /// Stop showing a branch among the library locations: its location is removed.
        public static let unpublish: Route<BranchCode, Void, NoContent> =
            .delete("/api/v1/branches/\(PathParameters.branch)/location", "unpublishBranch")
    }
}
