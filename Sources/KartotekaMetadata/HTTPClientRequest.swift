
/// One header field.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name: `User-Agent`.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
