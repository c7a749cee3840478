import Foundation
import KartotekaCore

extension KartotekaClient {
    /// A page of readers, optionally matching words (names, ticket, a phone in any spelling), of a
    /// class (`5А`), of a category, graduates only (`true`) or not (`false`), with the books each holds.
    public func readers(matching text: String = "", schoolClass: String? = nil, category: String? = nil, graduated: Bool? = nil,
                        offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<ReaderResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if !text.isEmpty { query.append(URLQueryItem(name: "q", value: text)) }
        if let schoolClass { query.append(URLQueryItem(name: "class", value: schoolClass)) }
        if let category { query.append(URLQueryItem(name: "category", value: category)) }
        if let graduated { query.append(URLQueryItem(name: "graduated", value: graduated ? "1" : "0")) }
        return try await send(Request(method: "GET", path: ["api", "v1", "readers"], query: query))
    }

    /// A reader card with the books held and past loans.
    public func reader(_ ticketNumber: String) async throws(KartotekaClientError) -> ReaderResource {
        try await send(Request(method: "GET", path: ["api", "v1", "readers", ticketNumber]))
    }

    /// Everything kept about a reader, as the file the server offers for a reader's data request
    /// (`GET /api/v1/readers/{ticket}/data`): the reader card with every open and returned loan.
    /// Needs the `editReaders` permission.
    public func readerData(_ ticketNumber: String) async throws(KartotekaClientError) -> ReaderResource {
        try await send(Request(method: "GET", path: ["api", "v1", "readers", ticketNumber, "data"]))
    }

    /// Registers a reader; returns the reader card (whose `phoneSharedWith` names the readers who
    /// have the same phone). A taken ticket is refused (409).
    public func createReader(_ input: ReaderInput) async throws(KartotekaClientError) -> ReaderResource {
        try await send(request("POST", ["api", "v1", "readers"], body: input))
    }

    /// Replaces a reader's fields; returns the reader card.
    public func updateReader(_ ticketNumber: String, with input: ReaderInput) async throws(KartotekaClientError) -> ReaderResource {
        try await send(request("PUT", ["api", "v1", "readers", ticketNumber], body: input))
    }

    /// Deletes a reader; refused (409) while they hold books.
    public func deleteReader(_ ticketNumber: String) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "readers", ticketNumber]))
    }

    /// Changes how a reader may sign in to the self-service catalogue: a new password, the
    /// password removed, codes by e-mail on or off, a lock after wrong codes lifted; what the
    /// input leaves out stays as it is.
    public func changeReaderAccess(_ ticketNumber: String, _ input: ReaderAccessInput) async throws(KartotekaClientError) -> ReaderAccessResource {
        try await send(request("POST", ["api", "v1", "readers", ticketNumber, "access"], body: input))
    }
}
