import KartotekaAuth
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: ReaderDesk {
    func readers(_ query: ReaderQuery) throws -> PageResource<ReaderResource> {
        PageResource(try store.listReaders(query), ReaderResource.init)
    }

    /// Opened as the card page opens it: the view is noted in the log of access to readers' data.
    func reader(_ ticket: TicketNumber) throws -> ReaderResource {
        try resource(run(OpenReaderCard(ticket)))
    }

    /// Opened as the print page opens it: the view is noted in the log of access to readers' data.
    func readerRecordCard(_ ticket: TicketNumber) throws -> ReaderRecordCardResource {
        ReaderRecordCardResource(try run(OpenReaderFormular(ticket)), language: language)
    }

    func readerDraft(_ ticket: TicketNumber) throws -> ReaderDraft {
        ReaderDraft(try store.reader(ticket).record.reader)
    }

    func addReader(_ draft: ReaderDraft) throws -> ReaderResource {
        try resource(run(RegisterReader(draft)))
    }

    func updateReader(_ ticket: TicketNumber, with draft: ReaderDraft) throws -> ReaderResource {
        try resource(run(ChangeReader(ticket, to: draft)))
    }

    func deleteReader(_ ticket: TicketNumber) throws {
        try run(DeleteReader(ticket))
    }

    func readerData(_ ticket: TicketNumber) throws -> ReaderResource {
        let details = try store.readerData(ticket)
        // A reader's data taken out is noted in the access log, as the server notes it.
        try run(LogReaderDataAccess(ticket.rawValue, .export))
        return try resource(details)
    }

    func changeReaderAccess(_ ticket: TicketNumber, password: String?, removePassword: Bool, codesEnabled: Bool?,
                            unlock: Bool) throws -> ReaderAccessResource {
        let change = try ReaderPasswordChange.typed(password ?? "", remove: removePassword, hashing: PasswordHasher().hash)
        let access = try run(ChangeReaderAccess(ticket, password: change, codesEnabled: codesEnabled, unlock: unlock))
        return ReaderAccessResource(ticket, access, now: clock.now())
    }

    /// A reader card as the command line shows it.
    private func resource(_ details: ReaderDetails) throws -> ReaderResource {
        ReaderResource(details, today: try store.today(), language: language)
    }
}
