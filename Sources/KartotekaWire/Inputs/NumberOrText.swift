/// A field that people may send as a number (`254.5`) or as text (`"254,50"`), kept as text for
/// the same checks a form's field gets; absent when left out or `null`.
@propertyWrapper
public struct NumberOrText: Codable, Sendable, Hashable {
    public var wrappedValue: String?

    public init(wrappedValue: String?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
        } else if let number = try? container.decode(Double.self) {
            wrappedValue = String(number)
        } else {
            wrappedValue = try container.decode(String.self)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A missing field, absent.
    public func decode(_ type: NumberOrText.Type, forKey key: Key) throws -> NumberOrText {
        try decodeIfPresent(type, forKey: key) ?? NumberOrText(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// An absent value is left out, as an optional property is.
    public mutating func encode(_ value: NumberOrText, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
