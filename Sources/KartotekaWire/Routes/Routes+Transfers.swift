extension Routes {
    /// `/api/v1/transfers`: copies travelling between branches — sent by hand, or on their way home
    /// after being taken back at another branch — receiving them, and calling a journey off.
    public enum Transfers {
        /// Journeys that ended too.
        public static let all = QueryParameters.flag("all", "Also journeys that have ended; only copies still on their way by default.")
        /// Only journeys from or to a branch.
        public static let branch = QueryParameters.branch("Only journeys from or to this branch.")
        /// The branch receiving a copy.
        public static let receiveAt = QueryParameters.branch(
            "The branch receiving it; the desk's branch, else where it is going, by default.")

        /// Copies on their way between branches (or every journey), newest first.
        public static let list: Route<Void, Void, PageResource<TransferResource>> = .get("/api/v1/transfers", "listTransfers",
            query: [all, branch, QueryParameters.offset, QueryParameters.limit])
        /// Send a copy from the branch where it is to another.
        public static let send: Route<Void, TransferInput, TransferResource> = .post("/api/v1/transfers", "sendCopy")
        /// Receive a copy that has arrived at the branch it was sent to.
        public static let receive: Route<InventoryNumber, Void, TransferResource> =
            .post("/api/v1/copies/\(PathParameters.inventory)/receive", "receiveCopy",
            query: [receiveAt])
        /// Call off a copy's journey; it stays at the branch it was sent from.
        public static let cancel: Route<InventoryNumber, Void, TransferResource> =
            .post("/api/v1/copies/\(PathParameters.inventory)/cancel-transfer", "cancelTransfer")
    }
}
