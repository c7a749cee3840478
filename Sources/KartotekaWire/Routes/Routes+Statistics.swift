extension Routes {
    /// `/api/v1/stats`: a library's statistics for a period, whole and broken down.
    public enum Statistics {
        /// The period's first day.
        public static let from = QueryParameter<Day>(
            "from", schema: .dayInput("The period's first day.", nullable: false),
            description: "The period's first day; the first of the month of `to` (or of today) by default.", format: \.isoText) {
            try Day(parsing: $0, field: "from")
        }
        /// The period's last day.
        public static let to = QueryParameter<Day>(
            "to", schema: .dayInput("The period's last day.", nullable: false),
            description: "The period's last day; the last of the month of `from` by default.", format: \.isoText) {
            try Day(parsing: $0, field: "to")
        }
        /// What to break the figures down by, as written (the server says what is wrong with a grouping it does not know).
        public static let by = QueryParameters.text(
            "by", "What to break the figures down by: the branch, the reader's class or category, the BBK section of the book.",
            schema: .string(values: StatisticsGrouping.codes))

        /// A library's statistics for a period: loans, returns, visits, readers, holds, overdue, the fund.
        public static let statistics: Route<Void, Void, StatisticsResource> = .get("/api/v1/stats", "getStatistics",
            query: [from, to, by])
    }
}
