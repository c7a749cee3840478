extension Routes {
    /// `/api/v1/notices`: readers' notices — the list with how each went, a run that records the
    /// reminders due and sends what waits, and sending one again.
    public enum Notices {
        /// Only notices in a state.
        public static let state = QueryParameter("state", NoticeState.self, description: "Only notices in this state.")
        /// Only a reader's notices.
        public static let ticket: QueryParameter<TicketNumber> = QueryParameters.key("ticket", "Only this reader's notices.")
        /// Only say which notices would be recorded.
        public static let dryRun = QueryParameters.flag("dryRun", "`1`: only say which notices would be recorded; nothing is recorded or sent.")
        /// The day to make the loan reminders for.
        public static let at = QueryParameters.day("at", "The day to make the loan reminders for (`YYYY-MM-DD`); today by default.")

        /// Notices to readers, newest first, with how sending went.
        public static let list: Route<Void, Void, PageResource<NoticeResource>> = .get("/api/v1/notices", "listNotices",
            query: [state, ticket] + QueryParameters.paging)
        /// Record the loan reminders due (before the due day, overdue) and send every notice waiting, or
        /// failed and due to be tried again. Running it twice sends nothing twice.
        public static let send: Route<Void, Void, NoticeRunResource> = .post("/api/v1/notices/send", "sendNotices",
            query: [dryRun, at])
        /// Send a notice again: one that failed, or one whose sending was interrupted (it may have reached
        /// the reader). It goes with the next run.
        public static let retry: Route<NoticeID, Void, NoticeResource> =
            .post("/api/v1/notices/\(PathParameters.noticeID)/retry", "retryNotice")
    }
}
