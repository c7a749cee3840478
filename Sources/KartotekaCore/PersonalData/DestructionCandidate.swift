/// A reader whose personal data the retention policy destroys: who, why, and the day the term
/// is counted from.
public struct DestructionCandidate: Sendable, Hashable, Codable {
    /// The reader's ticket.
    public var ticket: TicketNumber
    /// `Иванов И. И.`, for the dry run only: the act names tickets, never names.
    public var shortName: String
    /// Why.
    public var reason: DestructionReason
    /// The day the term runs from: the last loan, registration, or leaving school.
    public var since: Day

    /// A reader to destroy.
    public init(ticket: TicketNumber, shortName: String, reason: DestructionReason, since: Day) {
        self.ticket = ticket
        self.shortName = shortName
        self.reason = reason
        self.since = since
    }
}
