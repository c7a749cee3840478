import Foundation

/// A JSON value written as a Swift literal, for documents the server builds in code (the OpenAPI
/// description). Objects keep their keys; the encoder sorts them.
indirect enum JSONValue: Sendable, Hashable, Encodable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// The object's members, or none.
    var members: [String: JSONValue] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// The object with more members (the new ones win).
    func merging(_ other: [String: JSONValue]) -> JSONValue {
        .object(members.merging(other) { _, new in new })
    }

    /// The value at a key of an object.
    subscript(_ key: String) -> JSONValue? {
        members[key]
    }

    /// The text, for a string.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, for an array.
    var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Compact JSON with sorted keys.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { self = .integer(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { first, _ in first })
    }
}
