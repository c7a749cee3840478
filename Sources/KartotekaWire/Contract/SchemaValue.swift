import Foundation

/// A Swift type a wire property can have, with the JSON schema its values take before a property
/// says more of them: a string, a whole number, an array of such values, a described wire type.
public protocol SchemaValue {
    /// The schema of its values.
    static var valueSchema: JSONSchema { get }
    /// Whether a property of this type may have no value (`Optional`).
    static var isOptional: Bool { get }
}

extension SchemaValue {
    public static var isOptional: Bool { false }
}

extension String: SchemaValue {
    public static var valueSchema: JSONSchema { .string() }
}

extension Int: SchemaValue {
    public static var valueSchema: JSONSchema { .integer() }
}

extension Int64: SchemaValue {
    public static var valueSchema: JSONSchema { .integer() }
}

extension Double: SchemaValue {
    public static var valueSchema: JSONSchema { .number() }
}

extension Bool: SchemaValue {
    public static var valueSchema: JSONSchema { .boolean() }
}

extension Date: SchemaValue {
    /// An instant, ISO 8601 in UTC (``WireJSON``).
    public static var valueSchema: JSONSchema { .dateTime() }
}

extension Optional: SchemaValue where Wrapped: SchemaValue {
    public static var valueSchema: JSONSchema { Wrapped.valueSchema }
    public static var isOptional: Bool { true }
}

extension Array: SchemaValue where Element: SchemaValue {
    public static var valueSchema: JSONSchema { .array(Element.valueSchema) }
}

extension Dictionary: SchemaValue where Key == String, Value: SchemaValue {
    public static var valueSchema: JSONSchema { .map(Value.valueSchema) }
}
