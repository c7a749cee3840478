import KartotekaCore

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
            Bilingual(ru: "Тело запроса должно быть JSON (Content-Type: application/json), а пришло «\(type)».",
                      en: "The request body must be JSON (Content-Type: application/json), not “\(type)”.")
        case .malformedJSON:
            Bilingual(ru: "Тело запроса — не корректный JSON-объект в UTF-8. Проверьте кавычки, запятые и скобки.",
                      en: "The request body is not a valid JSON object in UTF-8. Check the quotes, commas and braces.")
        case .unknownFields(let fields):
            Bilingual(ru: "Неизвестные поля: \(fields.joined(separator: ", ")). Уберите их или исправьте имена.",
                      en: "Unknown fields: \(fields.joined(separator: ", ")). Remove them or fix their names.")
        case .wrongType(let field, let expected):
            Bilingual(ru: "Поле «\(field)» должно быть \(expected == "number" ? "числом" : expected == "array" ? "массивом" : expected == "boolean" ? "true/false" : expected == "object" ? "объектом" : "строкой").",
                      en: "The field “\(field)” must be \(expected == "boolean" ? "true or false" : expected == "array" || expected == "object" ? "an \(expected)" : "a \(expected)").")
        case .missingField(let field):
            Bilingual(ru: "Не хватает обязательного поля «\(field)».", en: "The required field “\(field)” is missing.")
        case .invalidParameter(let name, let value):
            Bilingual(ru: "Неверное значение параметра «\(name)»: «\(value)».", en: "Invalid value for the parameter “\(name)”: “\(value)”.")
        case .notFound(let path):
            Bilingual(ru: "Здесь ничего нет: \(path).", en: "Nothing here: \(path).")
        case .methodNotAllowed(let method, let allowed):
            Bilingual(ru: "Метод \(method) здесь не поддерживается; можно: \(allowed.joined(separator: ", ")).",
                      en: "The method \(method) is not supported here; use \(allowed.joined(separator: ", ")).")
        }
    }
}
