import KartotekaValues

/// The ledger of copies accepted from readers instead of lost ones (Order 590, appendix 4) for a
/// period, as the API shows it: `GET /api/v1/losses/replacements`.
public struct ReplacementLedgerResource: Codable, Sendable, Hashable {
    /// A book on either side of a line.
    public struct Book: Codable, Sendable, Hashable {
        public var inventoryNumber: String = ""
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var description: String = ""
        public var year: Int?
        /// `254.00`.
        public var price: String?

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// A line: the day, the reader, the lost book and the one accepted.
    public struct Line: Codable, Sendable, Hashable {
        public var lossId: Int64 = 0
        /// `YYYY-MM-DD`: the day the loss was settled.
        public var date: String = ""
        /// `Иванов И. И.`; empty once the reader is anonymised.
        public var readerName: String = ""
        public var ticketNumber: String?
        public var lost: Book = Book()
        /// Absent when it was settled as replaced without the copy catalogued (the note says what was given).
        public var accepted: Book?
        public var note: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// The period's first day, `YYYY-MM-DD`.
    public var from: String = ""
    /// Its last day.
    public var to: String = ""
    public var lines: [Line] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ReplacementLedgerResource: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource>.resource(
        "ReplacementLedger", "Books accepted from readers instead of lost ones in a period (Order 590, appendix 4).",
        [.init("from", \.from, .date()), .init("to", \.to, .date()), .init("lines", \.lines)])
}

extension ReplacementLedgerResource.Line: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource.Line>.resource(nil, nil, [
        .init("lossId", \.lossId, .id), .init("date", \.date, .date()), .init("readerName", \.readerName),
        .init("ticketNumber", \.ticketNumber), .init("lost", \.lost), .init("accepted", \.accepted), .init("note", \.note),
    ])
}

extension ReplacementLedgerResource.Book: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource.Book>.resource(nil, nil, [
        .init("inventoryNumber", \.inventoryNumber), .init("description", \.description), .init("year", \.year),
        .init("price", \.price, .price()),
    ])
}
