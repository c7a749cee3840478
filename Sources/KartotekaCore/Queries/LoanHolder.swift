/// Who holds a copy: enough to name and reach the reader from the desk.
public struct LoanHolder: Sendable, Hashable, Codable {
    /// The reader's id.
    public var readerID: ReaderID
    /// The reader's ticket number.
    public var ticketNumber: TicketNumber
    /// `Иванов И. И.`.
    public var shortName: String
    /// The reader's phone, to call about an overdue book.
    public var phone: String

    /// Creates a holder.
    public init(readerID: ReaderID, ticketNumber: TicketNumber, shortName: String, phone: String) {
        self.readerID = readerID
        self.ticketNumber = ticketNumber
        self.shortName = shortName
        self.phone = phone
    }
}
