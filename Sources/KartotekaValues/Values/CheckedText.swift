/// A value a person types and the program checks before keeping it (``EmailAddress``,
/// ``PhoneNumber``): made by `init(validating:field:)`, kept as its `text`, shown as that text, and
/// carried as it in JSON, where text that does not pass the check is refused as when it is typed.
public protocol CheckedText: Codable, CustomStringConvertible {
    /// The field a refusal names when none is given: `email`.
    static var field: String { get }
    /// The value as kept.
    var text: String { get }
    /// Checks a typed value; a refusal names `field`.
    init(validating raw: String, field: String) throws(ValidationError)
}

extension CheckedText {
    public var description: String { text }

    public init(from decoder: any Decoder) throws {
        try self.init(validating: decoder.singleValueContainer().decode(String.self), field: Self.field)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
