extension Routes {
    /// `/api/v1/receipts`: the batches of the book of summary accounting, which copies join when
    /// they are catalogued (`receipt` of a new copy).
    public enum Receipts {
        /// Only a year's.
        public static let year = QueryParameters.number("year", in: 1000...9999, "Only this year's.")
        /// Only the batches copies may still join.
        public static let openOnly = QueryParameters.flag("open", "`1`: only the batches copies may still join.")

        /// Receipts (batches entering the fund), newest first.
        public static let list: Route<Void, Void, PageResource<ReceiptResource>> = .get("/api/v1/receipts", "listReceipts",
            query: [year, openOnly, QueryParameters.offset, QueryParameters.limit])
        /// Enter a batch in the book of summary accounting, open for copies.
        public static let create: Route<Void, ReceiptInput, ReceiptResource> = .post("/api/v1/receipts", "createReceipt")
        /// A receipt with what it brought.
        public static let get: Route<YearlyNumber, Void, ReceiptResource> =
            .get("/api/v1/receipts/\(PathParameters.receiptNumber)", "getReceipt")
        /// Change a receipt's fields, or close it to new copies (`open`).
        public static let update: Route<YearlyNumber, ReceiptInput, ReceiptResource> =
            .put("/api/v1/receipts/\(PathParameters.receiptNumber)", "updateReceipt")
        /// Remove a receipt that brought no copies.
        public static let delete: Route<YearlyNumber, Void, NoContent> =
            .delete("/api/v1/receipts/\(PathParameters.receiptNumber)", "deleteReceipt")
    }
}
