import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire
import KartotekaWireMapping

/// Decodes JSON request bodies strictly: a JSON content type, a UTF-8 JSON object, only the
/// fields its schema names (nested objects and arrays too), the right types.
enum JSONBodyReader {
    /// The body of a request as an input of the schema.
    static func decode<Input>(_ body: JSONBody<Input>, from request: HTTPRequest) throws -> Input {
        if body.optional && request.body.isEmpty {
            return try WireJSON.decoder().decode(Input.self, from: Data("{}".utf8))
        }
        let type = request.contentType
        guard type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) else {
            throw APIError.unsupportedMediaType(type.isEmpty ? "—" : type)
        }
        guard String(data: request.body, encoding: .utf8) != nil,
              let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any] else {
            throw APIError.malformedJSON
        }
        let schema = body.schema.reference
        let unknown = unknownFields(in: object, schema: schema.value, named: schema.named, prefix: "")
        guard unknown.isEmpty else { throw APIError.unknownFields(unknown.sorted()) }
        do {
            return try WireJSON.decoder().decode(Input.self, from: request.body)
        } catch let error as DecodingError {
            throw translate(error)
        }
    }

    /// The fields of a decoded JSON value that its schema does not name, as written in the body:
    /// `copies[0].shelf`.
    static func unknownFields(in value: Any, schema: JSONValue, named: [String: JSONValue], prefix: String) -> [String] {
        let resolved = resolve(schema, named: named)
        if let object = value as? [String: Any], let properties = resolved["properties"]?.members {
            var unknown: [String] = []
            for (key, member) in object {
                if let property = properties[key] {
                    unknown += unknownFields(in: member, schema: property, named: named, prefix: "\(prefix)\(key).")
                } else if resolved["additionalProperties"] == .bool(false) {
                    unknown.append(prefix + key)
                }
            }
            return unknown
        }
        if let items = value as? [Any], let itemSchema = resolved["items"] {
            let base = prefix.hasSuffix(".") ? String(prefix.dropLast()) : prefix
            return items.enumerated().flatMap { index, item in
                unknownFields(in: item, schema: itemSchema, named: named, prefix: "\(base)[\(index)].")
            }
        }
        return []
    }

    /// A schema with its `$ref` followed (to a schema of `named`), `anyOf`/`nullable` wrappers kept as they are.
    static func resolve(_ schema: JSONValue, named: [String: JSONValue]) -> JSONValue {
        let prefix = "#/components/schemas/"
        guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix(prefix) else { return schema }
        guard let definition = named[String(reference.dropFirst(prefix.count))] else { preconditionFailure("no schema \(reference)") }
        return resolve(definition, named: named)
    }

    /// A decoding failure as an API error that names the field.
    static func translate(_ error: DecodingError) -> any Error {
        switch error {
        case .typeMismatch(let type, let context):
            return APIError.wrongType(field: path(context.codingPath), expected: expected(type))
        case .valueNotFound(let type, let context):
            return APIError.wrongType(field: path(context.codingPath), expected: expected(type))
        case .keyNotFound(let key, let context):
            return APIError.missingField(path(context.codingPath + [key]))
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError as? any KartotekaError { return underlying }
            return context.codingPath.isEmpty ? APIError.malformedJSON : APIError.wrongType(field: path(context.codingPath), expected: "string")
        @unknown default:
            return APIError.malformedJSON
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type, is Double.Type: "number"
        case is Bool.Type: "boolean"
        case is [Any].Type: "array"
        default:
            String(describing: type).contains("Array") ? "array" : String(describing: type).contains("Dictionary") ? "object" : "string"
        }
    }
}
