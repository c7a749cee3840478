import KartotekaClient
import KartotekaCore

extension ServerDesk: ReaderDesk {
    func readers(_ query: ReaderQuery) throws -> PageResource<ReaderResource> {
        let (name, category, graduated) = (query.schoolClass, query.category?.name, query.graduated)
        return try call { try await $0.readers(matching: query.text, schoolClass: name, category: category, graduated: graduated,
                                               offset: query.page.offset, limit: query.page.limit) }
    }

    func reader(_ ticket: TicketNumber) throws -> ReaderResource {
        try call { try await $0.reader(ticket) }
    }

    func readerRecordCard(_ ticket: TicketNumber) throws -> ReaderRecordCardResource {
        try call { try await $0.readerRecordCard(ticket) }
    }

    func readerDraft(_ ticket: TicketNumber) throws -> ReaderDraft {
        ReaderDraft(try reader(ticket))
    }

    /// An empty registration day is left to the server: its today.
    func addReader(_ draft: ReaderDraft) throws -> ReaderResource {
        var input = ReaderInput(try draft.validated(today: today))
        if draft.registeredOn.trimmingCharacters(in: .whitespaces).isEmpty { input.registeredOn = nil }
        let body = input
        return try call { try await $0.createReader(body) }
    }

    func updateReader(_ ticket: TicketNumber, with draft: ReaderDraft) throws -> ReaderResource {
        let input = ReaderInput(try draft.validated(today: today))
        return try call { try await $0.updateReader(ticket, with: input) }
    }

    func deleteReader(_ ticket: TicketNumber) throws {
        try call { try await $0.deleteReader(ticket) }
    }

    func readerData(_ ticket: TicketNumber) throws -> ReaderResource {
        try call { try await $0.readerData(ticket) }
    }

    /// The password goes to the server as typed (over its TLS), which checks and hashes it.
    func changeReaderAccess(_ ticket: TicketNumber, password: String?, removePassword: Bool, codesEnabled: Bool?,
                            unlock: Bool) throws -> ReaderAccessResource {
        let input = ReaderAccessInput(password: password, removePassword: removePassword ? true : nil, codesEnabled: codesEnabled,
                                      unlock: unlock ? true : nil)
        return try call { try await $0.changeReaderAccess(ticket, input) }
    }
}
