/// A textbook card with what its title's copies did: receipts and write-offs year by year, how
/// many there are now, how many are out and with whom.
public struct TextbookCardDetails: Sendable, Hashable {
    /// Copies and their value in one year.
    public struct YearTally: Sendable, Hashable {
        public var year: Int
        public var copies: Int
        public var sum: Money

        /// Creates a tally.
        public init(year: Int, copies: Int, sum: Money) {
            self.year = year
            self.copies = copies
            self.sum = sum
        }
    }

    /// Who holds copies: a class (the pupils of a class set, or of a class now) or a reader.
    public struct Holding: Sendable, Hashable {
        /// `5А`; empty for a reader in no class.
        public var schoolClass: String
        /// How many copies.
        public var copies: Int

        /// Creates a holding.
        public init(schoolClass: String, copies: Int) {
            self.schoolClass = schoolClass
            self.copies = copies
        }
    }

    public var card: TextbookCard
    /// `Петерсон Л. Г. Математика`.
    public var titleDescription: String
    /// The title's author line, title and year of issue.
    public var author: String
    public var title: String
    public var year: Int?
    public var received: [YearTally]
    public var writtenOff: [YearTally]
    /// Copies in the fund now (not written off).
    public var inFund: Int
    /// Copies out on loan now.
    public var handedOut: Int
    /// Who holds them, by class.
    public var holdings: [Holding]

    /// Creates the details.
    public init(card: TextbookCard, titleDescription: String, author: String, title: String, year: Int?, received: [YearTally],
                writtenOff: [YearTally], inFund: Int, handedOut: Int, holdings: [Holding]) {
        self.card = card
        self.titleDescription = titleDescription
        self.author = author
        self.title = title
        self.year = year
        self.received = received
        self.writtenOff = writtenOff
        self.inFund = inFund
        self.handedOut = handedOut
        self.holdings = holdings
    }
}
