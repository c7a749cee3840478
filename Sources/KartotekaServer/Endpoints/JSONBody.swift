import KartotekaWire

/// A JSON request body: the schema it must match and the wire type it is decoded into. The
/// unknown-field check walks the same schema the OpenAPI document shows, so the two cannot differ.
struct JSONBody<Input: Decodable & Sendable>: Sendable {
    /// The body's schema.
    let schema: Schema<Input>
    /// Whether the body may be left out (then the input decodes from `{}`).
    let optional: Bool

    /// A body that must be sent.
    init(_ schema: Schema<Input>) {
        self.schema = schema
        optional = false
    }

    /// A body that may be left out.
    static func optional(_ schema: Schema<Input>) -> JSONBody {
        JSONBody(schema: schema, optional: true)
    }

    private init(schema: Schema<Input>, optional: Bool) {
        self.schema = schema
        self.optional = optional
    }
}

/// A request body that is not one JSON input (a picture, a file, text): its media types with
/// their schemas, for the document; the handler reads the bytes.
struct RawBody: Sendable {
    /// The `requestBody` object of the document.
    let document: JSONValue
    /// The named schemas its media types refer to.
    let schemas: JSONSchema

    /// A body of these media types, each with a schema (and perhaps an example); `refersTo` are the
    /// schemas whose references it holds.
    init(_ media: [String: JSONValue], _ description: String, refersTo schemas: [JSONSchema] = []) {
        document = ["description": .string(description), "required": true, "content": .object(media)]
        self.schemas = JSONSchema(.null, named: JSONSchema.gathered(schemas))
    }

    /// Media types whose body is bytes as they are (a picture, a file), each with the binary
    /// string schema, beside `others` with schemas of their own.
    static func bytes(_ mediaTypes: String..., and others: [String: JSONValue] = [:]) -> [String: JSONValue] {
        var media = others
        for type in mediaTypes { media[type] = ["schema": JSONSchema.string(format: "binary").value] }
        return media
    }
}
