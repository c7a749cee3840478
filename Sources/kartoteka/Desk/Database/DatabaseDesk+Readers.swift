import KartotekaCore
import KartotekaStore
import KartotekaWire

extension DatabaseDesk: ReaderDesk {
    func readers(_ query: ReaderQuery) throws -> PageResource<ReaderResource> {
        PageResource(try store.listReaders(query), ReaderResource.init)
    }

    func reader(_ ticket: TicketNumber) throws -> ReaderResource {
        let store = try store
        return ReaderResource(try store.reader(ticket), today: store.today(), language: language)
    }

    func readerDraft(_ ticket: TicketNumber) throws -> ReaderDraft {
        ReaderDraft(try store.reader(ticket).record.reader)
    }

    func addReader(_ draft: ReaderDraft) throws -> ReaderResource {
        let store = try store
        let record = try store.addReader(draft.validated(today: store.today()))
        return try reader(record.reader.ticketNumber)
    }

    func updateReader(_ ticket: TicketNumber, with draft: ReaderDraft) throws -> ReaderResource {
        let store = try store
        let record = try store.updateReader(ticket, with: draft.validated(today: store.today()))
        return try reader(record.reader.ticketNumber)
    }

    func deleteReader(_ ticket: TicketNumber) throws {
        try store.deleteReader(ticket)
    }

    func readerData(_ ticket: TicketNumber) throws -> ReaderResource {
        let store = try store
        return ReaderResource(try store.readerData(ticket), today: store.today(), language: language)
    }
}
