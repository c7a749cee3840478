import Foundation
import KartotekaWire

/// A JSON answer: its status, the schema of its body, what it is, and for `201 Created` where the
/// new resource lives.
struct JSONAnswer<Output: Encodable & Sendable>: Sendable {
    /// The status of a successful answer: 200, 201 or 204.
    let status: Int
    /// The body's schema in the document (`nil` for 204).
    let schema: JSONSchema?
    /// What the answer is, for the document.
    let description: String
    /// Links to operations that can follow, for the document.
    let links: [String: JSONValue]
    /// The new resource's URL, for 201.
    let location: (@Sendable (Output) -> String)?

    /// 200 with a body of this schema.
    static func ok(_ schema: Schema<Output>, _ description: String) -> JSONAnswer {
        JSONAnswer(status: 200, schema: schema.reference, description: description, links: [:], location: nil)
    }

    /// 200 with an array of items of this schema.
    static func list<Item>(_ item: Schema<Item>, _ description: String) -> JSONAnswer where Output == [Item] {
        JSONAnswer(status: 200, schema: .array(item.reference), description: description, links: [:], location: nil)
    }

    /// 200 with a body kept from an earlier answer (see ``KeptJSON``), of this schema.
    static func kept<Value>(_ schema: Schema<Value>, _ description: String) -> JSONAnswer where Output == KeptJSON<Value> {
        JSONAnswer(status: 200, schema: schema.reference, description: description, links: [:], location: nil)
    }

    /// 200 with a kept array of items of this schema.
    static func keptList<Item>(_ item: Schema<Item>, _ description: String) -> JSONAnswer where Output == KeptJSON<[Item]> {
        JSONAnswer(status: 200, schema: .array(item.reference), description: description, links: [:], location: nil)
    }

    /// 201 with the new resource, its URL in `Location`, and links to what can be done next.
    static func created(_ schema: Schema<Output>, _ description: String, links: [String: JSONValue] = [:],
                        at location: @escaping @Sendable (Output) -> String) -> JSONAnswer {
        JSONAnswer(status: 201, schema: schema.reference, description: description, links: links, location: location)
    }

    /// 204 without a body.
    static func noContent(_ description: String = "Done; no body.") -> JSONAnswer where Output == NoContent {
        JSONAnswer(status: 204, schema: nil, description: description, links: [:], location: nil)
    }
}

extension KeptJSON {
    /// Encodes a value as every answer is encoded.
    init(encoding value: Value) throws {
        data = try WireJSON.encoder().encode(value)
    }

    func encode(to encoder: any Encoder) throws {
        preconditionFailure("a kept answer is sent as its bytes, never encoded again")
    }
}

/// An answer that is not JSON (a file, a page, a picture): its media types with schemas and the
/// headers it always has, for the document; the handler builds the response.
struct RawAnswer: Sendable {
    /// The `200` response object of the document.
    let document: JSONValue
    /// The named schemas its media types refer to.
    let schemas: JSONSchema

    /// An answer of these media types; `refersTo` are the schemas whose references it holds.
    init(_ media: [String: JSONValue], _ description: String, headers: [String: JSONValue] = [:], refersTo schemas: [JSONSchema] = []) {
        var response: [String: JSONValue] = ["description": .string(description), "content": .object(media)]
        if !headers.isEmpty { response["headers"] = .object(headers) }
        document = .object(response)
        self.schemas = JSONSchema(.null, named: JSONSchema.gathered(schemas))
    }
}
