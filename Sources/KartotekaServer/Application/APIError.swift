import KartotekaCore
import KartotekaWire

/// Mistakes in how an API request is made (rather than in what it asks for).
public enum APIError: KartotekaError, Equatable {
    /// The body is not JSON, or the content type says it is something else.
    case unsupportedMediaType(String)
    /// The body is not valid JSON (or not UTF-8), or not a JSON object.
    case malformedJSON
    /// Fields the endpoint does not know.
    case unknownFields([String])
    /// A field with a value of the wrong type.
    case wrongType(field: String, expected: String)
    /// A required field is absent.
    case missingField(String)
    /// A query or path parameter with an unusable value.
    case invalidParameter(name: String, value: String)
    /// Nothing lives at this path.
    case notFound(path: String)
    /// The path exists, but not for this method.
    case methodNotAllowed(method: String, allowed: [String])
    /// The body (a file sent) was over the server's limit.
    case bodyTooLarge(limitBytes: Int)

    public var code: String {
        switch self {
        case .unsupportedMediaType: "unsupported_media_type"
        case .malformedJSON: "malformed_json"
        case .unknownFields: "unknown_field"
        case .wrongType: "wrong_type"
        case .missingField: "missing_field"
        case .invalidParameter: "invalid_parameter"
        case .notFound: "not_found"
        case .methodNotAllowed: "method_not_allowed"
        case .bodyTooLarge: "body_too_large"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .notFound: .notFound
        default: .invalidInput
        }
    }

    public var message: Bilingual {
        switch self {
        case .unsupportedMediaType(let type):
            Bilingual { $0.unsupportedMediaType(type) }
        case .malformedJSON:
            Bilingual { $0.malformedJSON }
        case .unknownFields(let fields):
            Bilingual { $0.unknownFields(fields) }
        case .wrongType(let field, let expected):
            Bilingual { $0.wrongType(field: field, expected: expected) }
        case .missingField(let field):
            Bilingual { $0.missingField(field) }
        case .invalidParameter(let name, let value):
            Bilingual { $0.invalidParameter(name: name, value: value) }
        case .notFound(let path):
            Bilingual { $0.nothingAt(path) }
        case .methodNotAllowed(let method, let allowed):
            Bilingual { $0.methodNotAllowed(method, allowed: allowed) }
        case .bodyTooLarge(let limit):
            Bilingual { $0.bodyTooLarge(megabytes: limit >> 20) }
        }
    }
}
