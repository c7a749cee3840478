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

    /// The entry by ticket alone, for an account that may not see readers' names.
    public var byTicket: ClassSetLeftOut {
        ClassSetLeftOut(ticketNumber: ticketNumber, name: "", reason: reason)
    }

    /// `Петров П. П. (000201): читатель заблокирован…` (`000201: …` by ticket alone), each language
    /// on its own.
    public var line: Bilingual {
        let ticket = ticketNumber
        let pupil = name.isEmpty ? Bilingual(verbatim: "\(ticket):") : Bilingual { [name] in $0.leftOutPupil(name: name, ticket: ticket) }
        return Bilingual.joined([pupil, reason])
    }
}
