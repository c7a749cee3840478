import Foundation

extension KartotekaClient {
    /// A page of readers, optionally matching words (names, ticket, a phone in any spelling), of a
    /// class, of a category, graduates only (`true`) or not (`false`), with the books each holds.
    public func readers(matching text: String = "", schoolClass: SchoolClass? = nil, category: String? = nil, graduated: Bool? = nil,
                        offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<ReaderResource> {
        let route = Routes.Readers.self
        return try await send(route.list, query: Self.page(offset: offset, limit: limit) + [
            QueryParameters.words.item(text.isEmpty ? nil : text), route.schoolClass.item(schoolClass), route.category.item(category),
            route.graduated.item(graduated),
        ])
    }

    /// A reader's record card (формуляр): the details and every loan, oldest first.
    public func readerRecordCard(_ ticketNumber: TicketNumber) async throws(KartotekaClientError) -> ReaderRecordCardResource {
        try await send(Routes.Readers.recordCard, ticketNumber)
    }

    /// A reader card with the books held and past loans.
    public func reader(_ ticketNumber: TicketNumber) async throws(KartotekaClientError) -> ReaderResource {
        try await send(Routes.Readers.get, ticketNumber)
    }

    /// Everything kept about a reader, as the file the server offers for a reader's data request
    /// (`GET /api/v1/readers/{ticket}/data`): the reader card with every open and returned loan.
    /// Needs the `editReaders` permission.
    public func readerData(_ ticketNumber: TicketNumber) async throws(KartotekaClientError) -> ReaderResource {
        let file = try await send(Routes.Readers.personalData, ticketNumber)
        do {
            return try WireJSON.decoder().decode(ReaderResource.self, from: file.data)
        } catch {
            throw .unreadableResponse(status: 200, body: file.data, reason: "\(error)")
        }
    }

    /// Registers a reader; returns the reader card (whose `phoneSharedWith` names the readers who
    /// have the same phone). A taken ticket is refused (409).
    public func createReader(_ input: ReaderInput) async throws(KartotekaClientError) -> ReaderResource {
        try await send(Routes.Readers.create, body: .json(input))
    }

    /// Replaces a reader's fields; returns the reader card.
    public func updateReader(_ ticketNumber: TicketNumber, with input: ReaderInput) async throws(KartotekaClientError) -> ReaderResource {
        try await send(Routes.Readers.update, ticketNumber, body: .json(input))
    }

    /// Deletes a reader; refused (409) while they hold books.
    public func deleteReader(_ ticketNumber: TicketNumber) async throws(KartotekaClientError) {
        _ = try await send(Routes.Readers.delete, ticketNumber)
    }

    /// Changes how a reader may sign in to the self-service catalogue: a new password, the
    /// password removed, codes by e-mail on or off, a lock after wrong codes lifted; what the
    /// input leaves out stays as it is.
    public func changeReaderAccess(_ ticketNumber: TicketNumber, _ input: ReaderAccessInput) async throws(KartotekaClientError) -> ReaderAccessResource {
        try await send(Routes.Readers.access, ticketNumber, body: .json(input))
    }
}
