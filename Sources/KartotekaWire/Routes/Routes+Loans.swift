extension Routes {
    /// `/api/v1/loans`: lending and the overdue list.
    public enum Loans {
        /// The day to judge by.
        public static let at = QueryParameters.day("at", "The day to judge by; today by default.")
        /// Only loans lent at a branch.
        public static let lentAt = QueryParameters.branch("Only loans lent at this branch; every branch's by default.")

        /// Lend a copy to a reader.
        public static let lend: Route<Void, LendInput, LoanResource> = .post("/api/v1/loans", "lend")
        /// Open loans past their due day, the most overdue first.
        public static let overdue: Route<Void, Void, PageResource<LoanResource>> = .get("/api/v1/loans/overdue", "listOverdueLoans",
            query: [at, lentAt, Readers.schoolClass, QueryParameters.offset, QueryParameters.limit])
    }
}
