/// A listing of lost books.
public struct LossQuery: Sendable, Hashable {
    /// Only this reader's.
    public var ticketNumber: TicketNumber?
    /// Only those not settled yet.
    public var unsettledOnly: Bool
    /// Only those whose lost copy no act has written off yet.
    public var awaitingWriteOff: Bool
    /// Which slice to return (newest first).
    public var page: PageRequest

    /// Creates a query.
    public init(ticketNumber: TicketNumber? = nil, unsettledOnly: Bool = false, awaitingWriteOff: Bool = false,
                page: PageRequest = PageRequest()) {
        self.ticketNumber = ticketNumber
        self.unsettledOnly = unsettledOnly
        self.awaitingWriteOff = awaitingWriteOff
        self.page = page
    }
}
