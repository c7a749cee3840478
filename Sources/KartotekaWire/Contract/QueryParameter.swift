/// A typed query parameter: its name, how its text becomes a value and a value its text, and how
/// the OpenAPI document describes it. A parameter left out or empty is "not given".
public struct QueryParameter<Value: Sendable>: DeclaredQueryParameter {
    /// The erased declaration the document and the checks use.
    public let declaration: QueryParameterDescription
    private let parse: @Sendable (String) throws -> Value?
    private let format: @Sendable (Value) -> String

    /// A parameter named `name` whose text `parse` turns into a value (`nil`: not acceptable, a
    /// 400; a value with its own rules may throw their `ValidationError` instead, a 422 saying what
    /// is wrong), and whose value a sender writes as `format` says. A `required` one must be given;
    /// a `repeated` one may be given several times.
    public init(_ name: String, schema: JSONSchema, description: String, required: Bool = false, repeated: Bool = false,
                example: JSONValue? = nil, format: @escaping @Sendable (Value) -> String,
                parse: @escaping @Sendable (String) throws -> Value?) {
        declaration = QueryParameterDescription(name: name, schema: schema.value, summary: description, required: required,
                                                repeated: repeated, example: example)
        self.parse = parse
        self.format = format
    }

    /// The value of some text: `nil` when it cannot be one; a value with its own rules may throw
    /// what is wrong with it instead.
    public func value(of text: String) throws -> Value? {
        try parse(text)
    }

    /// The item a request carries for a value; none for no value.
    public func item(_ value: Value?) -> QueryItem? {
        value.map { QueryItem(name: declaration.name, text: format($0)) }
    }

    /// The items a request carries for the values of a repeated parameter.
    public func items(_ values: [Value]) -> [QueryItem] {
        values.map { QueryItem(name: declaration.name, text: format($0)) }
    }
}

extension QueryParameter where Value: RawRepresentable<String> {
    /// A parameter whose values are the raw texts of a closed set (`available`, `on_loan`…).
    public init(_ name: String, _ type: Value.Type, description: String, example: JSONValue? = nil) where Value: CaseIterable {
        self.init(name, schema: .string(values: Value.allCases.map(\.rawValue)), description: description, example: example,
                  format: \.rawValue) { Value(rawValue: $0) }
    }
}

/// One `name=text` of a request's query.
public struct QueryItem: Sendable, Hashable {
    /// The parameter's name.
    public let name: String
    /// The value as text.
    public let text: String

    /// An item as text, for a parameter's value that no value of its type writes (a test of the
    /// server's refusals); ``QueryParameter/item(_:)`` writes the others.
    public init(_ parameter: some DeclaredQueryParameter, text: String) {
        name = parameter.declaration.name
        self.text = text
    }

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// What the OpenAPI document knows of a query parameter, whatever its type.
public struct QueryParameterDescription: Sendable {
    /// The name.
    public let name: String
    /// Its JSON schema (empty text is always allowed too: it means "not given").
    public let schema: JSONValue
    /// What it does, for the document.
    public let summary: String
    /// Whether it must be given.
    public let required: Bool
    /// Whether it may be given several times.
    public let repeated: Bool
    /// An example value, for the document.
    public let example: JSONValue?
}

/// A query parameter in a route's declaration, whatever its type.
public protocol DeclaredQueryParameter: Sendable {
    /// What the document and the checks know of it.
    var declaration: QueryParameterDescription { get }
}
