extension ClassSetLeftOut {
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
