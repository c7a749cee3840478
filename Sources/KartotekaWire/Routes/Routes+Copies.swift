extension Routes {
    /// `/api/v1/copies`: physical copies, and returning and renewing them.
    public enum Copies {
        /// The branch whose desk takes a copy back.
        public static let returnedAt = QueryParameters.branch(
            "The branch whose desk takes it back; the desk's own, else where it was lent, by default.")

        /// A copy, with its open loan when it is out.
        public static let get: Route<InventoryNumber, Void, CopyResource> = .get("/api/v1/copies/\(PathParameters.inventory)", "getCopy")
        /// Replace a copy's fields (renumber it, move it, mark it lost…).
        public static let update: Route<InventoryNumber, CopyInput, CopyResource> = .put(
            "/api/v1/copies/\(PathParameters.inventory)", "updateCopy")
        /// Delete a copy that is not on loan.
        public static let delete: Route<InventoryNumber, Void, NoContent> = .delete(
            "/api/v1/copies/\(PathParameters.inventory)", "deleteCopy")
        /// Take a copy back: close its open loan. The first hold of its title's queue gets it (`setAsideFor`: onto
        /// the hold shelf, or off to the pickup branch); with none, taken back at another branch than its own, it
        /// sets off home (see `/api/v1/transfers`).
        public static let returnCopy: Route<InventoryNumber, Void, LoanResource> = .post(
            "/api/v1/copies/\(PathParameters.inventory)/return", "returnCopy", query: [returnedAt])
        /// Undo a lend or a return of a copy made by mistake in the last ten minutes: the loan is removed as if it had
        /// never been made, or open again as if the book had never come back.
        public static let undo: Route<InventoryNumber, Void, UndoResult> = .post(
            "/api/v1/copies/\(PathParameters.inventory)/undo", "undoCirculation")
        /// Renew the open loan of a copy.
        public static let renew: Route<InventoryNumber, RenewInput, LoanResource> = .post(
            "/api/v1/copies/\(PathParameters.inventory)/renew", "renewCopy")
    }
}
