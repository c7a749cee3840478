extension Routes {
    /// `/api/v1/ksu` and `/api/v1/inventory-book`: the book of summary accounting of a period and the
    /// inventory book.
    public enum Ledger {
        /// The period's first day.
        public static let from = QueryParameters.day("from", "The period's first day; the year's first by default.")
        /// The period's last day.
        public static let to = QueryParameters.day("to", "The period's last day; the year's last by default.")
        /// The main fund or the textbook fund.
        public static let fund = QueryParameter(
            "fund", LedgerFund.self,
            description: "`main` (the default): the main fund, textbooks left out; `textbooks`: the textbook fund's own book.")
        /// The first inventory number shown.
        public static let inventoryFrom: QueryParameter<InventoryNumber> = QueryParameters.key(
            "inventoryFrom", "The first inventory number shown.")
        /// The last inventory number shown.
        public static let inventoryTo: QueryParameter<InventoryNumber> = QueryParameters.key("inventoryTo", "The last inventory number shown.")
        /// Copies received on or after a day.
        public static let receivedFrom = QueryParameters.day("receivedFrom", "Copies received on or after this day.")
        /// Copies received on or before a day.
        public static let receivedTo = QueryParameters.day("receivedTo", "Copies received on or before this day.")
        /// Only the copies of a batch.
        public static let receipt = QueryParameters.yearlyNumber("receipt", "Only the copies of this batch: `2027/5`.")
        /// Only the copies of a branch's fund.
        public static let branch = QueryParameters.branch("Only the copies of this branch's fund.")

        /// The book of summary accounting of a year or a period: receipts, write-offs, totals.
        public static let summaryBook: Route<Void, Void, KSUResource> = .get("/api/v1/ksu", "getSummaryBook",
            query: [Receipts.year, from, to, fund])
        /// The inventory book: every copy in inventory-number order, with its receipt and write-off.
        public static let inventoryBook: Route<Void, Void, PageResource<InventoryBookEntryResource>> =
            .get("/api/v1/inventory-book", "getInventoryBook",
            query: [inventoryFrom, inventoryTo, receivedFrom, receivedTo, receipt, branch, QueryParameters.offset, QueryParameters.limit])
    }
}
