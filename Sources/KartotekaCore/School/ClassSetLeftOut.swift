/// A pupil a class set was not handed to, and why: blocked, at a loan rule's limit. The others
/// get theirs; this one gets it later, when the hand-out is run again for the class (it hands
/// copies only to the pupils who have none of the title yet).
public struct ClassSetLeftOut: Sendable, Hashable {
    /// The pupil's ticket.
    public var ticketNumber: TicketNumber
    /// `Петров П. П.`.
    public var name: String
    /// Why the pupil cannot take a copy now, as the desk would say it.
    public var reason: Bilingual

    /// Creates an entry.
    public init(ticketNumber: TicketNumber, name: String, reason: Bilingual) {
        self.ticketNumber = ticketNumber
        self.name = name
        self.reason = reason
    }

    /// `Петров П. П. (000201): читатель заблокирован…`, each language on its own.
    public var line: Bilingual {
        Bilingual.joined([Bilingual { $0.leftOutPupil(name: name, ticket: ticketNumber) }, reason])
    }
}
