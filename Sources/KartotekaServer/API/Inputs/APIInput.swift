import Foundation
import KartotekaCore
import KartotekaHTTP

/// A JSON request body the API accepts; its field names are checked so a misspelt field is an
/// error rather than silently ignored.
protocol APIInput: Decodable {
    /// Every field the body may have.
    static var fieldNames: Set<String> { get }
    /// Fields that hold arrays of nested inputs, whose fields are checked the same way.
    static var nestedInputs: [String: any APIInput.Type] { get }
}

extension APIInput {
    static var nestedInputs: [String: any APIInput.Type] { [:] }

    /// The fields of a decoded JSON object (and of the nested inputs in it) that the input does
    /// not know, named as in the body: `copies[0].shelf`.
    static func unknownFields(in object: [String: Any], prefix: String = "") -> [String] {
        var unknown = Set(object.keys).subtracting(fieldNames).sorted().map { prefix + $0 }
        for (field, type) in nestedInputs.sorted(by: { $0.key < $1.key }) {
            guard let items = object[field] as? [Any] else { continue }
            for (index, item) in items.enumerated() {
                guard let nested = item as? [String: Any] else { continue }
                unknown += type.unknownFields(in: nested, prefix: "\(prefix)\(field)[\(index)].")
            }
        }
        return unknown
    }

    /// Decodes the request body strictly: JSON content type, a UTF-8 JSON object, only known
    /// fields, the right types.
    static func decode(from request: HTTPRequest) throws -> Self {
        let type = request.contentType
        guard type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) else {
            throw APIError.unsupportedMediaType(type.isEmpty ? "—" : type)
        }
        guard String(data: request.body, encoding: .utf8) != nil,
              let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any] else {
            throw APIError.malformedJSON
        }
        let unknown = unknownFields(in: object)
        guard unknown.isEmpty else { throw APIError.unknownFields(unknown) }
        do {
            return try WireJSON.decoder().decode(Self.self, from: request.body)
        } catch let error as DecodingError {
            throw APIInputErrors.translate(error)
        }
    }
}

/// Turns decoding failures into API errors that name the field.
enum APIInputErrors {
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
