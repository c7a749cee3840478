extension Routes {
    /// `/api/v1/holds`: readers' holds — placing one for a reader at the desk, the queue of a title,
    /// a reader's holds, the hold shelf of a branch, cancelling.
    public enum Holds {
        /// Only a reader's holds.
        public static let ticket: QueryParameter<TicketNumber> = QueryParameters.key("ticket", "Only this reader's holds.")
        /// Only a title's holds.
        public static let title: QueryParameter<TitleID> = QueryParameters.id("title", "Only this title's holds (its queue in order).")
        /// Only the holds to be collected at a branch.
        public static let branch = QueryParameters.branch("Only the holds to be collected at this branch.")
        /// Which holds by where they stand.
        public static let scope = QueryParameter(
            "state", HoldListScope.self,
            description: "`active` (the default): queued, on their way or waiting; `waiting`: the hold shelf; `all`: ended ones too.")

        /// Holds: those waiting on the hold shelf first, then those on their way, then the queues in order.
        public static let list: Route<Void, Void, PageResource<HoldResource>> = .get("/api/v1/holds", "listHolds",
            query: [ticket, title, branch, scope] + QueryParameters.paging)
        /// Reserve a title, or one copy, for a reader: the hold joins the end of the title's queue, or gets a
        /// copy standing free at the pickup branch at once.
        public static let place: Route<Void, HoldInput, HoldResource> = .post("/api/v1/holds", "placeHold")
        /// One hold, with where it stands.
        public static let show: Route<HoldID, Void, HoldResource> = .get("/api/v1/holds/\(PathParameters.holdID)", "getHold")
        /// Cancel a hold in force; a copy set aside for it goes to the next in the queue, or home.
        public static let cancel: Route<HoldID, Void, HoldResource> = .post("/api/v1/holds/\(PathParameters.holdID)/cancel", "cancelHold")
    }
}
