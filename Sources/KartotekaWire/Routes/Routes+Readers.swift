extension Routes {
    /// `/api/v1/readers`: registered readers.
    public enum Readers {
        /// A class, `5А` (`5A` and `5 а` read the same); its pupils now.
        public static let schoolClass = QueryParameters.schoolClass("Only the pupils of this class now: `5А`. Left out or empty: any.")
        /// A reader category, as written.
        public static let category = QueryParameters.text(
            "category", "Only the readers of this category, as written. Left out or empty: any.")
        /// Graduates only, or only the others.
        public static let graduated = QueryParameters.flag(
            "graduated", "`1`, `true` or `yes`: only pupils who left school; `0`, `false` or `no`: only the others. Left out: everyone.")

        /// List readers, optionally matching words (names, ticket numbers, phones).
        public static let list: Route<Void, Void, PageResource<ReaderResource>> = .get(
            "/api/v1/readers", "listReaders",
            query: [QueryParameters.words, schoolClass, category, graduated, QueryParameters.offset, QueryParameters.limit])
        /// Register a reader.
        public static let create: Route<Void, ReaderInput, ReaderResource> = .post("/api/v1/readers", "createReader")
        /// A reader card with the books held now and past loans.
        public static let get: Route<TicketNumber, Void, ReaderResource> = .get("/api/v1/readers/\(PathParameters.ticket)", "getReader")
        /// Replace a reader's fields (and perhaps the ticket number).
        public static let update: Route<TicketNumber, ReaderInput, ReaderResource> = .put(
            "/api/v1/readers/\(PathParameters.ticket)", "updateReader")
        /// A reader's record card (формуляр): the details and every loan, oldest first.
        public static let recordCard: Route<TicketNumber, Void, ReaderRecordCardResource> = .get(
            "/api/v1/readers/\(PathParameters.ticket)/formular", "getReaderRecordCard")
        /// Everything kept about a reader, as a file (a reader's data on request).
        public static let personalData: Route<TicketNumber, Void, FileDownload> = .get(
            "/api/v1/readers/\(PathParameters.ticket)/data", "getReaderData")
        /// Delete a reader who holds no books (their past loans are kept without them).
        public static let delete: Route<TicketNumber, Void, NoContent> = .delete("/api/v1/readers/\(PathParameters.ticket)", "deleteReader")
        /// Set or remove a reader's password for `/my`, turn codes by e-mail on or off, lift a lock.
        public static let access: Route<TicketNumber, ReaderAccessInput, ReaderAccessResource> = .post(
            "/api/v1/readers/\(PathParameters.ticket)/access", "changeReaderAccess")
    }
}
