/// A reader's record card (читательский формуляр) as the paper one is kept: the reader's details,
/// then every loan, oldest first — the day it was lent, the inventory number, the author and
/// title, the day it was due and the day it came back.
public struct ReaderRecordCard: Sendable, Hashable {
    /// One loan's line.
    public struct Line: Sendable, Hashable {
        /// The day it was lent.
        public var lentOn: Day
        public var inventoryNumber: InventoryNumber
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var description: String
        /// The day it is or was due.
        public var dueOn: Day
        /// The day it came back; `nil` while out.
        public var returnedOn: Day?
        /// Whether it was recorded lost instead of coming back.
        public var lost: Bool
        /// Whether it was read in the library (the reading room).
        public var inLibrary: Bool

        /// Creates the line.
        public init(lentOn: Day, inventoryNumber: InventoryNumber, description: String, dueOn: Day, returnedOn: Day?, lost: Bool,
                    inLibrary: Bool) {
            self.lentOn = lentOn
            self.inventoryNumber = inventoryNumber
            self.description = description
            self.dueOn = dueOn
            self.returnedOn = returnedOn
            self.lost = lost
            self.inLibrary = inLibrary
        }
    }

    /// The reader.
    public var reader: Reader
    /// The loans, oldest first.
    public var lines: [Line]

    /// Creates the card.
    public init(reader: Reader, lines: [Line]) {
        self.reader = reader
        self.lines = lines
    }

    /// The card of a reader's details, their loans' days in the library's calendar.
    public init(_ details: ReaderDetails, calendar: LibraryCalendar) {
        let loans = (details.openLoans + details.history).sorted { ($0.loan.issuedAt, $0.loan.id.rawValue) < ($1.loan.issuedAt, $1.loan.id.rawValue) }
        self.init(reader: details.record.reader, lines: loans.map { details in
            let loan = details.loan
            return Line(lentOn: calendar.day(of: loan.issuedAt), inventoryNumber: loan.inventoryNumber, description: details.titleDescription,
                        dueOn: loan.dueOn, returnedOn: loan.returnedAt.map(calendar.day(of:)), lost: loan.lostAt != nil,
                        inLibrary: loan.inLibrary)
        })
    }
}
