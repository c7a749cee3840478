/// A field an input requires that reads as empty when a body leaves it out (or sends `null`), so
/// that the check names every field to fill in at once rather than the decoder stopping at the
/// first: `@MissingAsEmpty public var city: String`.
@propertyWrapper
public struct MissingAsEmpty<Value: EmptyWhenMissing & Sendable>: Codable, Sendable, Hashable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A value with an empty form that a missing field reads as.
public protocol EmptyWhenMissing: Codable, Hashable {
    /// `""`, `[]`.
    static var empty: Self { get }
}

extension String: EmptyWhenMissing {
    public static var empty: String { "" }
}

extension Array: EmptyWhenMissing where Element: Codable & Hashable {
    public static var empty: [Element] { [] }
}

extension KeyedDecodingContainer {
    /// A missing or `null` field, empty.
    public func decode<Value>(_ type: MissingAsEmpty<Value>.Type, forKey key: Key) throws -> MissingAsEmpty<Value> {
        try decodeIfPresent(type, forKey: key) ?? MissingAsEmpty(wrappedValue: .empty)
    }
}
