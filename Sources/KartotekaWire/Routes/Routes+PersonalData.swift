import KartotekaValues

extension Routes {
    /// Readers' personal data (152-ФЗ): consents, the anonymiser's dry run and runs with their
    /// acts of destruction, and the log of staff's access to readers' data.
    public enum PersonalData {
        /// An act's number, in a path.
        public static let actID = PathParameter<DestructionActID>("id", schema: .id, description: "The act's number.", example: 1)
        /// Days after a return for the loans, if not the library's setting.
        public static let olderThanDays = QueryParameters.number("olderThanDays", in: 0...36_500,
                                                                 "Loans returned more than this many days ago; the library's setting when left out.")
        /// One reader's lines of the log.
        public static let ticket: QueryParameter<TicketNumber> = QueryParameters.key("ticket", "Only this reader's lines.")

        /// Record (or replace) a reader's consent to the processing of their personal data.
        public static let recordConsent: Route<TicketNumber, ConsentInput, ConsentResource> =
            .post("/api/v1/readers/\(PathParameters.ticket)/consent", "recordConsent")
        /// The readers with no consent on record.
        public static let withoutConsent: Route<Void, Void, [ReaderWithoutConsentResource]> =
            .get("/api/v1/personal-data/without-consent", "listReadersWithoutConsent")
        /// The anonymiser's dry run: whom it would destroy and how many loans it would anonymise.
        public static let preview: Route<Void, Void, AnonymisationResource> =
            .get("/api/v1/personal-data/anonymisation", "previewAnonymisation", query: [olderThanDays])
        /// Run the anonymiser: the act of destruction and the event log's export are written.
        public static let anonymise: Route<Void, Void, AnonymisationResource> =
            .post("/api/v1/personal-data/anonymisation", "anonymise", query: [olderThanDays])
        /// The acts of destruction, newest first.
        public static let acts: Route<Void, Void, [DestructionActResource]> = .get("/api/v1/personal-data/acts", "listDestructionActs")
        /// An act of destruction with the export of the event log for its run.
        public static let act: Route<DestructionActID, Void, DestructionActResource> =
            .get("/api/v1/personal-data/acts/\(actID)", "getDestructionAct")
        /// The log of staff's access to readers' data, newest first (administrators only).
        public static let log: Route<Void, Void, [ReaderDataLogResource]> = .get("/api/v1/personal-data/log", "listReaderDataLog",
                                                                               query: [ticket])
    }
}
