/// A JSON Schema of the API's document, with the named schemas it refers to: a named schema
/// appears in it as `{"$ref": "#/components/schemas/Name"}`, and its definition travels in
/// ``named``, so that the document gathers every schema its operations use from the operations
/// themselves.
public struct JSONSchema: Sendable, Hashable {
    /// The schema object.
    public let value: JSONValue
    /// Every named schema it refers to, directly or through others, by name.
    public let named: [String: JSONValue]

    /// A schema object and the named schemas it refers to.
    public init(_ value: JSONValue, named: [String: JSONValue] = [:]) {
        self.value = value
        self.named = named
    }

    /// The named schemas of several schemas together; one name stands for one schema only.
    public static func gathered(_ schemas: [JSONSchema]) -> [String: JSONValue] {
        var named: [String: JSONValue] = [:]
        for schema in schemas {
            named.merge(schema.named) { first, second in
                precondition(first == second, "two schemas are named alike: \(first) and \(second)")
                return first
            }
        }
        return named
    }

    /// What a reference to this schema under `name` refers to: the schema and what it refers to.
    func naming(_ name: String) -> [String: JSONValue] {
        JSONSchema.gathered([self, JSONSchema(.null, named: [name: value])])
    }

    /// The same schema with more members (the new ones win), referring to what `others` refer to too.
    func adding(_ members: [String: JSONValue], from others: [JSONSchema] = []) -> JSONSchema {
        JSONSchema(value.merging(members), named: Self.gathered([self] + others))
    }

    /// The same schema with a description.
    public func described(_ description: String?) -> JSONSchema {
        guard let description else { return self }
        return adding(["description": .string(description)])
    }

    /// The same schema taking `null` too (read as "not given").
    public var orNull: JSONSchema {
        guard value["$ref"] == nil, value["anyOf"] == nil else { return self }
        var members: [String: JSONValue] = ["nullable": true]
        if let values = value["enum"]?.arrayValue, !values.contains(.null) { members["enum"] = .array(values + [.null]) }
        return adding(members)
    }
}

extension JSONSchema {
    /// A string, with an optional format (`date`, `date-time`), pattern, minimum or maximum length or enum.
    public static func string(_ description: String? = nil, format: String? = nil, pattern: String? = nil, minLength: Int? = nil,
                              maxLength: Int? = nil, values: [String]? = nil, nullable: Bool = false) -> JSONSchema {
        var schema: [String: JSONValue] = ["type": "string"]
        if let format { schema["format"] = .string(format) }
        if let pattern { schema["pattern"] = .string(pattern) }
        if let minLength { schema["minLength"] = .integer(minLength) }
        if let maxLength { schema["maxLength"] = .integer(maxLength) }
        if let values { schema["enum"] = .array(values.map(JSONValue.string)) }
        let string = JSONSchema(.object(schema)).described(description)
        return nullable ? string.orNull : string
    }

    /// A whole number, optionally bounded.
    public static func integer(_ description: String? = nil, format: String? = nil, minimum: Int? = nil, maximum: Int? = nil,
                               nullable: Bool = false) -> JSONSchema {
        var schema: [String: JSONValue] = ["type": "integer"]
        if let format { schema["format"] = .string(format) }
        if let minimum { schema["minimum"] = .integer(minimum) }
        if let maximum { schema["maximum"] = .integer(maximum) }
        let integer = JSONSchema(.object(schema)).described(description)
        return nullable ? integer.orNull : integer
    }

    /// A number with a fraction.
    public static func number(_ description: String? = nil) -> JSONSchema {
        JSONSchema(["type": "number"]).described(description)
    }

    /// `true` or `false`.
    public static func boolean(_ description: String? = nil, nullable: Bool = false) -> JSONSchema {
        let boolean = JSONSchema(["type": "boolean"]).described(description)
        return nullable ? boolean.orNull : boolean
    }

    /// A database id: a positive 64-bit integer.
    public static let id = integer(format: "int64", minimum: 1)

    /// A count of things: zero or more.
    public static let count = integer(minimum: 0)

    /// A day, `YYYY-MM-DD`, as the API writes it.
    public static func date(_ description: String? = nil) -> JSONSchema {
        string(description, format: "date")
    }

    /// An instant in UTC, ISO 8601, as the API writes it.
    public static func dateTime(_ description: String? = nil) -> JSONSchema {
        string(description, format: "date-time")
    }

    /// A reference to a named schema (or the schema itself, when it has no name).
    public static func ref<Value>(_ schema: Schema<Value>) -> JSONSchema {
        schema.reference
    }

    /// An array of items.
    public static func array(_ items: JSONSchema, _ description: String? = nil, nullable: Bool = false) -> JSONSchema {
        let array = JSONSchema(["type": "array", "items": items.value], named: items.named).described(description)
        return nullable ? array.orNull : array
    }

    /// An object whose members are all of one schema, by any names.
    public static func map(_ values: JSONSchema, _ description: String? = nil) -> JSONSchema {
        JSONSchema(["type": "object", "additionalProperties": values.value], named: values.named).described(description)
    }

    /// An object that has exactly these properties (no others), of which `required` are always there.
    public static func object(_ description: String? = nil, required: [String], properties: [String: JSONSchema],
                              example: JSONValue? = nil) -> JSONSchema {
        var schema: [String: JSONValue] = [
            "type": "object",
            "additionalProperties": false,
            "properties": .object(properties.mapValues(\.value)),
        ]
        if !required.isEmpty { schema["required"] = .array(required.sorted().map(JSONValue.string)) }
        if let example { schema["example"] = example }
        return JSONSchema(.object(schema), named: gathered(Array(properties.values))).described(description)
    }

    /// An amount of money as the API writes it: `254.00`.
    public static func price(nullable: Bool = false) -> JSONSchema {
        string("Whole roubles and two decimals of kopecks: `254.00`.", pattern: "^[0-9]+\\.[0-9]{2}$", nullable: nullable)
    }

    /// A query parameter's schema that also allows an empty value, which means "not given".
    public static func orEmpty(_ schema: JSONSchema) -> JSONSchema {
        JSONSchema(["anyOf": [schema.value, ["type": "string", "maxLength": 0]]], named: schema.named)
    }

    /// A day as the API reads it: `YYYY-MM-DD`, or empty for "not given" (the server also reads the
    /// forms people type, `YYYYMMDD` and `DD.MM.YYYY`).
    public static func dayInput(_ description: String, nullable: Bool = true) -> JSONSchema {
        var schema: [String: JSONValue] = [
            "description": .string(description + " `YYYY-MM-DD` (also `YYYYMMDD` or `DD.MM.YYYY`); empty means not given."),
            "anyOf": [["type": "string", "format": "date"], ["type": "string", "maxLength": 0]],
        ]
        if nullable { schema["nullable"] = true }
        return JSONSchema(.object(schema))
    }

    /// An amount of money as the API reads it: a number (`254.5`) or text (`"254,50"`, `"1 254 руб."`).
    public static let priceInput = JSONSchema([
        "description": "A number (`254.5`) or text as people type it (`\"254,50\"`, `\"1 254 руб.\"`); checked like the form's field.",
        "nullable": true,
        "anyOf": [["type": "number"], ["type": "string"]],
    ])
}
