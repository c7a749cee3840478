extension Schema {
    /// How a property or an answer refers to it: its `$ref`, or the schema itself when it has no name.
    public var reference: JSONSchema {
        guard let name else { return definition }
        return JSONSchema(["$ref": .string("#/components/schemas/\(name)")], named: definition.naming(name))
    }

    /// The schema of what the API answers: an object with these properties and no others, those
    /// the type always has required; a property left out has no value (it is never `null`).
    public static func resource(_ name: String?, _ description: String?, _ properties: [SchemaProperty<Value>],
                                example: JSONValue? = nil) -> Schema {
        Schema(name, object(description, properties, nullable: false, example: example))
    }

    /// The schema of a request body: an object with these properties and no others, those the type
    /// always has required; a property the type may lack may also be `null` ("not given").
    public static func input(_ name: String?, _ description: String?, _ properties: [SchemaProperty<Value>],
                             example: JSONValue? = nil) -> Schema {
        Schema(name, object(description, properties, nullable: true, example: example))
    }

    /// The object schema of properties, a later property of a name taking the place of an earlier one.
    private static func object(_ description: String?, _ properties: [SchemaProperty<Value>], nullable: Bool,
                               example: JSONValue?) -> JSONSchema {
        var byName: [String: SchemaProperty<Value>] = [:]
        for property in properties { byName[property.name] = property }
        return .object(description, required: byName.values.filter(\.required).map(\.name),
                       properties: byName.mapValues { nullable && $0.isOptional && !$0.required ? $0.schema.orNull : $0.schema }, example: example)
    }
}

/// A wire type whose JSON shape the API's document shows: its ``schema`` (the one its properties
/// elsewhere refer to), built from descriptions of its properties.
public protocol SchemaDescribed: SchemaValue {
    /// The schema a property of this type refers to.
    static var schema: Schema<Self> { get }
}

extension SchemaDescribed {
    /// A property of this type refers to its schema.
    public static var valueSchema: JSONSchema { schema.reference }
}
