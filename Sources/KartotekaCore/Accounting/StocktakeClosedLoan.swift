/// A loan a stock check found to be over: the copy stood on the shelf although recorded as lent.
/// The check closes it as returned on the spot, as a desk's return would, and says so.
public struct StocktakeClosedLoan: Sendable, Hashable, Codable {
    /// The reader it was recorded to; `nil` once the reader is anonymised.
    public var ticketNumber: TicketNumber?
    /// The day it was due.
    public var dueOn: Day

    /// Creates the record.
    public init(ticketNumber: TicketNumber?, dueOn: Day) {
        self.ticketNumber = ticketNumber
        self.dueOn = dueOn
    }
}
