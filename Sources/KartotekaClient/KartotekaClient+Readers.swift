import Foundation
import KartotekaCore

extension KartotekaClient {
    /// A page of readers, optionally matching words (names, ticket, phone), with the books each holds.
    public func readers(matching text: String = "", offset: Int = 0,
                        limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<ReaderResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if !text.isEmpty { query.append(URLQueryItem(name: "q", value: text)) }
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

    /// Registers a reader; returns the reader card. A taken ticket or phone is refused (409).
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
}
