extension Routes {
    /// Blocks and lost books: `/api/v1/blocks`, `/api/v1/readers/{ticket}/blocks`,
    /// `/api/v1/copies/{inventory}/loss`, `/api/v1/losses`, `/api/v1/losses/replacements`.
    public enum Standing {
        /// Only a reader's losses.
        public static let ticket: QueryParameter<TicketNumber> = QueryParameters.key("ticket", "Only this reader's losses.")
        /// Only the losses not settled yet.
        public static let unsettled = QueryParameters.flag("unsettled", "`1`, `true` or `yes`: only the losses not settled yet.")
        /// Only the losses whose copy no act has written off.
        public static let awaitingWriteOff = QueryParameters.flag(
            "awaitingWriteOff", "`1`, `true` or `yes`: only the losses whose copy no act of write-off has taken out of the fund yet.")

        /// The readers who may not borrow today, with why and what to do.
        public static let blocked: Route<Void, Void, PageResource<BlockedReaderResource>> = .get("/api/v1/blocks", "listBlockedReaders",
            query: QueryParameters.paging)
        /// Block a reader by hand, with a reason and perhaps a last day.
        public static let addBlock: Route<TicketNumber, BlockInput, BlockResource> =
            .post("/api/v1/readers/\(PathParameters.ticket)/blocks", "blockReader")
        /// Remove a block set by hand.
        public static let removeBlock: Route<BlockID, Void, NoContent> =
            .delete("/api/v1/blocks/\(PathParameters.blockID)", "unblockReader")
        /// Record that the reader holding a copy lost it: the loan ends without a return, the copy is lost, and
        /// the reader may not borrow until the loss is settled.
        public static let recordLoss: Route<InventoryNumber, Void, LossResource> =
            .post("/api/v1/copies/\(PathParameters.inventory)/loss", "recordLoss")
        /// Lost books, newest first: the copies a write-off act takes out of the fund.
        public static let losses: Route<Void, Void, PageResource<LossResource>> = .get("/api/v1/losses", "listLosses",
            query: [ticket, unsettled, awaitingWriteOff] + QueryParameters.paging)
        /// Settle a loss: replaced by an equal book, paid for, or settled by hand with a note.
        public static let settle: Route<LossID, LossSettlementInput, LossResource> =
            .post("/api/v1/losses/\(PathParameters.lossID)/settlement", "settleLoss")
        /// The ledger of books accepted from readers instead of lost ones, for a year or a period.
        public static let replacementLedger: Route<Void, Void, ReplacementLedgerResource> =
            .get("/api/v1/losses/replacements", "getReplacementLedger",
            query: [Receipts.year, Ledger.from, Ledger.to])
    }
}
