import Foundation
import KartotekaWire

extension KartotekaClient {
    /// The textbook fund's cards by number: all, or those for a grade.
    public func textbookCards(grade: Int? = nil) async throws(KartotekaClientError) -> [TextbookCardResource] {
        let query = grade.map { [URLQueryItem(name: "grade", value: String($0))] } ?? []
        return try await send(Request(method: "GET", path: ["api", "v1", "textbooks"], query: query))
    }

    /// A textbook title's card.
    public func textbookCard(_ titleID: Int64) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(Request(method: "GET", path: ["api", "v1", "textbooks", String(titleID)]))
    }

    /// Opens a textbook title's card, or changes it.
    public func setTextbookCard(_ titleID: Int64, _ input: TextbookCardInput) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(request("PUT", ["api", "v1", "textbooks", String(titleID)], body: input))
    }

    /// Catalogues copies of a carded textbook at once, numbered under its card.
    public func addTextbookCopies(_ titleID: Int64, _ input: TextbookCopiesInput) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(request("POST", ["api", "v1", "textbooks", String(titleID), "copies"], body: input))
    }
}
