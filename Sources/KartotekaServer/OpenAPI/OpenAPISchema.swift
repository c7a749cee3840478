/// Small builders for the JSON Schema objects of the OpenAPI description, so that every schema
/// says the same things the same way (strict objects, nullable inputs, formats).
enum OpenAPISchema {
    /// A reference to a schema under `components/schemas`.
    static func ref(_ name: String) -> JSONValue {
        ["$ref": .string("#/components/schemas/\(name)")]
    }

    /// A string, with an optional format (`date`, `date-time`), pattern, minimum or maximum length or enum.
    static func string(_ description: String? = nil, format: String? = nil, pattern: String? = nil, minLength: Int? = nil,
                       maxLength: Int? = nil, values: [String]? = nil, nullable: Bool = false) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "string"]
        if let description { schema["description"] = .string(description) }
        if let format { schema["format"] = .string(format) }
        if let pattern { schema["pattern"] = .string(pattern) }
        if let minLength { schema["minLength"] = .integer(minLength) }
        if let maxLength { schema["maxLength"] = .integer(maxLength) }
        if let values { schema["enum"] = .array(values.map(JSONValue.string) + (nullable ? [.null] : [])) }
        if nullable { schema["nullable"] = true }
        return .object(schema)
    }

    /// A whole number, optionally bounded.
    static func integer(_ description: String? = nil, format: String? = nil, minimum: Int? = nil, maximum: Int? = nil,
                        nullable: Bool = false) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "integer"]
        if let description { schema["description"] = .string(description) }
        if let format { schema["format"] = .string(format) }
        if let minimum { schema["minimum"] = .integer(minimum) }
        if let maximum { schema["maximum"] = .integer(maximum) }
        if nullable { schema["nullable"] = true }
        return .object(schema)
    }

    /// A database id: a positive 64-bit integer.
    static let id = integer(format: "int64", minimum: 1)

    /// A count of things: zero or more.
    static let count = integer(minimum: 0)

    /// `true` or `false` (or `null`, where `nullable`).
    static func boolean(_ description: String? = nil, nullable: Bool = false) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "boolean"]
        if let description { schema["description"] = .string(description) }
        if nullable { schema["nullable"] = true }
        return .object(schema)
    }

    /// An array of items.
    static func array(_ items: JSONValue, _ description: String? = nil, nullable: Bool = false) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "array", "items": items]
        if let description { schema["description"] = .string(description) }
        if nullable { schema["nullable"] = true }
        return .object(schema)
    }

    /// An object that has exactly these properties (no others), of which `required` are always there.
    static func object(_ description: String? = nil, required: [String], properties: [String: JSONValue],
                       example: JSONValue? = nil) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object",
            "additionalProperties": false,
            "properties": .object(properties),
        ]
        if !required.isEmpty { schema["required"] = .array(required.sorted().map(JSONValue.string)) }
        if let description { schema["description"] = .string(description) }
        if let example { schema["example"] = example }
        return .object(schema)
    }

    /// An amount of money as the API writes it: `254.00`.
    static func price(nullable: Bool = false) -> JSONValue {
        string("Whole roubles and two decimals of kopecks: `254.00`.", pattern: "^[0-9]+\\.[0-9]{2}$", nullable: nullable)
    }

    /// A query parameter's schema that also allows an empty value, which means "not given".
    static func orEmpty(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "string", "maxLength": 0]]]
    }

    /// A day as the API reads it: `YYYY-MM-DD`, or empty for "not given" (the server also reads the
    /// forms people type, `YYYYMMDD` and `DD.MM.YYYY`).
    static func dayInput(_ description: String, nullable: Bool = true) -> JSONValue {
        var schema: [String: JSONValue] = [
            "description": .string(description + " `YYYY-MM-DD` (also `YYYYMMDD` or `DD.MM.YYYY`); empty means not given."),
            "anyOf": [["type": "string", "format": "date"], ["type": "string", "maxLength": 0]],
        ]
        if nullable { schema["nullable"] = true }
        return .object(schema)
    }

    /// An amount of money as the API reads it: a number (`254.5`) or text (`"254,50"`, `"1 254 руб."`).
    static let priceInput: JSONValue = [
        "description": "A number (`254.5`) or text as people type it (`\"254,50\"`, `\"1 254 руб.\"`); checked like the form's field.",
        "nullable": true,
        "anyOf": [["type": "number"], ["type": "string"]],
    ]
}
