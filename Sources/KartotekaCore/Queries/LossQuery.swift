/// A listing of lost books.
public struct LossQuery: Sendable, Hashable {
    /// Only this reader's.
    public var ticketNumber: TicketNumber?
    /// Only those not settled yet.
    public var unsettledOnly: Bool
    /// Which slice to return (newest first).
    public var page: PageRequest

    /// Creates a query.
    public init(ticketNumber: TicketNumber? = nil, unsettledOnly: Bool = false, page: PageRequest = PageRequest()) {
        self.ticketNumber = ticketNumber
        self.unsettledOnly = unsettledOnly
        self.page = page
    }
}
