import KartotekaValues

/// A textbook title's card in the textbook fund as the API shows it: the card, the title, its
/// receipts and write-offs by year, the copies now and who holds them by class.
public struct TextbookCardResource: Codable, Sendable, Hashable {
    /// Copies and their value in a year.
    public struct YearTally: Codable, Sendable, Hashable {
        public var year: Int
        public var copies: Int
        /// `1500.00`.
        public var sum: String

        /// Creates it from its parts.
        public init(year: Int, copies: Int, sum: String) {
            self.year = year
            self.copies = copies
            self.sum = sum
        }
    }

    /// Copies out with a class (empty: readers in no class).
    public struct Holding: Codable, Sendable, Hashable {
        public var schoolClass: String
        public var copies: Int

        /// Creates it from its parts.
        public init(schoolClass: String, copies: Int) {
            self.schoolClass = schoolClass
            self.copies = copies
        }
    }

    public var titleId: Int64 = 0
    public var cardNumber: Int = 0
    public var subject: String = ""
    /// `5–6`; empty when not said.
    public var grades: String = ""
    public var federalList: Bool = false
    /// `Петерсон Л. Г.`.
    public var author: String = ""
    public var title: String = ""
    public var year: Int?
    public var received: [YearTally] = []
    public var writtenOff: [YearTally] = []
    public var inFund: Int = 0
    public var handedOut: Int = 0
    public var holdings: [Holding] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension TextbookCardResource: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource>.resource(
        "TextbookCard", "A textbook title's card: its copies by year, now, and out with which class.",
        [
            .init("titleId", \.titleId, .id), .init("cardNumber", \.cardNumber, .integer(minimum: 1)), .init("subject", \.subject),
            .init("grades", \.grades), .init("federalList", \.federalList), .init("author", \.author), .init("title", \.title),
            .init("year", \.year), .init("received", \.received), .init("writtenOff", \.writtenOff),
            .init("inFund", \.inFund, .count), .init("handedOut", \.handedOut, .count), .init("holdings", \.holdings),
        ])
}

extension TextbookCardResource.YearTally: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource.YearTally>.resource(nil, nil, [
        .init("year", \.year), .init("copies", \.copies, .count), .init("sum", \.sum, .price()),
    ])
}

extension TextbookCardResource.Holding: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource.Holding>.resource(nil, nil, [
        .init("schoolClass", \.schoolClass), .init("copies", \.copies, .count),
    ])
}
