import Foundation

/// One lending of a copy to a reader, open until the copy comes back.
public struct Loan: Sendable, Hashable, Codable {
    /// The loan's id.
    public let id: LoanID
    /// The copy lent; `nil` once that copy has been deleted from the catalogue.
    public var copyID: CopyID?
    /// The reader; `nil` once the loan has been anonymised.
    public var readerID: ReaderID?
    /// The inventory number of the copy, kept for history.
    public var inventoryNumber: InventoryNumber
    /// The reader's ticket number at the time; `nil` once anonymised.
    public var ticketNumber: TicketNumber?
    /// When the copy was handed out.
    public var issuedAt: Date
    /// The day by which it should come back.
    public var dueOn: Day
    /// When it came back (or ended as lost, see ``lostAt``); `nil` while it is out.
    public var returnedAt: Date?
    /// How many times the loan was renewed.
    public var renewals: Int
    /// When it was last renewed.
    public var lastRenewedAt: Date?
    /// When the copy was recorded lost instead of coming back (``returnedAt`` is then when the
    /// loan ended); `nil` for a loan still open or returned.
    public var lostAt: Date?
    /// When a loss was made good (replaced, paid for, settled by hand); `nil` while it is owed or
    /// when the copy was not lost.
    public var lossSettledAt: Date?
    /// Whether the copy was lent to be read in the library (the reading room), due back the same day.
    public var inLibrary: Bool

    /// Creates a loan.
    public init(
        id: LoanID, copyID: CopyID?, readerID: ReaderID?, inventoryNumber: InventoryNumber, ticketNumber: TicketNumber?,
        issuedAt: Date, dueOn: Day, returnedAt: Date? = nil, renewals: Int = 0, lastRenewedAt: Date? = nil, lostAt: Date? = nil,
        lossSettledAt: Date? = nil, inLibrary: Bool = false
    ) {
        self.lossSettledAt = lossSettledAt
        self.inLibrary = inLibrary
        self.id = id
        self.copyID = copyID
        self.readerID = readerID
        self.inventoryNumber = inventoryNumber
        self.ticketNumber = ticketNumber
        self.issuedAt = issuedAt
        self.dueOn = dueOn
        self.returnedAt = returnedAt
        self.renewals = renewals
        self.lastRenewedAt = lastRenewedAt
        self.lostAt = lostAt
    }

    /// Whether the copy is still out.
    public var isOpen: Bool { returnedAt == nil }

    /// Whether the reader still owes the copy: it is out, or it was lost and not yet made good.
    public var isOwed: Bool { isOpen || (lostAt != nil && lossSettledAt == nil) }

    /// Whether the copy is out past its due day.
    public func isOverdue(on today: Day) -> Bool {
        isOpen && today > dueOn
    }

    /// Whole days past the due day (0 when not overdue).
    public func daysOverdue(on today: Day) -> Int {
        isOverdue(on: today) ? dueOn.days(until: today) : 0
    }
}
