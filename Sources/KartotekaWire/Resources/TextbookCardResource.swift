import KartotekaCore

/// A textbook title's card in the textbook fund as the API shows it: the card, the title, its
/// receipts and write-offs by year, the copies now and who holds them by class.
public struct TextbookCardResource: Codable, Sendable, Hashable {
    /// Copies and their value in a year.
    public struct YearTally: Codable, Sendable, Hashable {
        public var year: Int
        public var copies: Int
        /// `1500.00`.
        public var sum: String
    }

    /// Copies out with a class (empty: readers in no class).
    public struct Holding: Codable, Sendable, Hashable {
        public var schoolClass: String
        public var copies: Int
    }

    public var titleId: Int64
    public var cardNumber: Int
    public var subject: String
    /// `5–6`; empty when not said.
    public var grades: String
    public var federalList: Bool
    /// `Петерсон Л. Г.`.
    public var author: String
    public var title: String
    public var year: Int?
    public var received: [YearTally]
    public var writtenOff: [YearTally]
    public var inFund: Int
    public var handedOut: Int
    public var holdings: [Holding]

    /// The resource for a card.
    public init(_ details: TextbookCardDetails) {
        titleId = details.card.titleID.rawValue
        cardNumber = details.card.number
        subject = details.card.subject
        grades = details.card.gradesText
        federalList = details.card.federalList
        author = details.author
        title = details.title
        year = details.year
        received = details.received.map { YearTally(year: $0.year, copies: $0.copies, sum: $0.sum.decimalText) }
        writtenOff = details.writtenOff.map { YearTally(year: $0.year, copies: $0.copies, sum: $0.sum.decimalText) }
        inFund = details.inFund
        handedOut = details.handedOut
        holdings = details.holdings.map { Holding(schoolClass: $0.schoolClass, copies: $0.copies) }
    }
}
