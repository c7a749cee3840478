/// One property of a wire type's schema: its JSON name, its schema, and whether it is always there.
///
/// Described from the type's own property (`SchemaProperty("year", \.year, "Absent when unknown.")`),
/// it takes its JSON type from the property's Swift type and is required unless the property is
/// optional; a schema given instead (`.price()`) must be of the same JSON type. A table of fields
/// can give its properties by name and schema alone.
public struct SchemaProperty<Root>: Sendable {
    /// The name in the JSON object.
    public let name: String
    /// Its schema.
    public let schema: JSONSchema
    /// Whether the Swift property is optional (may be left out, or `null` in a body).
    public let isOptional: Bool
    /// Whether every object of the schema has it.
    public let required: Bool

    /// A property named `name` whose schema follows from its Swift type, with a description.
    public init<Value: SchemaValue>(_ name: String, _ keyPath: KeyPath<Root, Value>, _ description: String? = nil) {
        self.init(name: name, schema: Value.valueSchema.described(description), isOptional: Value.isOptional)
    }

    /// A property named `name` with a schema of its own, which must be of the JSON type its Swift type is.
    public init<Value: SchemaValue>(_ name: String, _ keyPath: KeyPath<Root, Value>, _ schema: JSONSchema) {
        let declared = schema.value["type"]
        precondition(declared == nil || declared == Value.valueSchema.value["type"] || Value.valueSchema.value["$ref"] != nil,
                     "\(Root.self).\(name) is \(Value.self), described as \(declared ?? .null)")
        self.init(name: name, schema: schema, isOptional: Value.isOptional)
    }

    /// A property given by name and schema (a field table's), required unless `isOptional`.
    public init(name: String, schema: JSONSchema, isOptional: Bool) {
        self.name = name
        self.schema = schema
        self.isOptional = isOptional
        required = !isOptional
    }

    private init(_ property: SchemaProperty, required: Bool) {
        name = property.name
        schema = property.schema
        isOptional = property.isOptional
        self.required = required
    }

    /// The same property, required of this schema although the type may lack it (a list's counts,
    /// which a title card leaves out).
    public var alwaysThere: SchemaProperty {
        SchemaProperty(self, required: true)
    }

    /// The same property, not required of this schema although the type always has it (an input
    /// that reads a missing field as empty).
    public var mayBeLeftOut: SchemaProperty {
        SchemaProperty(self, required: false)
    }
}
