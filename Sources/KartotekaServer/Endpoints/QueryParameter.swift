import KartotekaCore
import KartotekaHTTP

/// A typed query parameter: its name, how its text becomes a value, and how the OpenAPI document
/// describes it. A parameter left out or empty is "not given".
struct QueryParameter<Value: Sendable>: DeclaredQueryParameter {
    /// The erased declaration the document and the checks use.
    let declaration: QueryParameterDescription
    private let parse: @Sendable (String) throws -> Value?

    /// A parameter named `name` whose text `parse` turns into a value (`nil`: not acceptable, a
    /// 400; a value with its own rules may throw their `ValidationError` instead, a 422 saying what
    /// is wrong).
    /// A `required` one must be given; a `repeated` one may be given several times (read it with
    /// ``values(in:)``).
    init(_ name: String, schema: JSONValue, description: String, required: Bool = false, repeated: Bool = false,
         example: JSONValue? = nil, parse: @escaping @Sendable (String) throws -> Value?) {
        self.declaration = QueryParameterDescription(name: name, schema: schema, summary: description, required: required,
                                                     repeated: repeated, example: example)
        self.parse = parse
    }

    /// The value in a request, `nil` when left out or empty. Given twice with different values,
    /// or with text that is not such a value, it is a mistake (400) rather than a guess.
    func value(in request: HTTPRequest) throws -> Value? {
        try parsed(sentText(in: request))
    }

    /// The value of text sent for it: `nil` when none or empty; text that is not such a value is a
    /// mistake (400), named by the parameter.
    func parsed(_ text: String?) throws -> Value? {
        guard let text, !text.isEmpty else { return nil }
        return try accepted(text)
    }

    /// The value as sent, empty text included (a box of a form sent by `GET` and left empty);
    /// `nil` only when left out.
    func sentValue(in request: HTTPRequest) throws -> Value? {
        try sentText(in: request).map(accepted)
    }

    /// The value of some text; text that is not such a value is a mistake (400).
    private func accepted(_ text: String) throws -> Value {
        guard let value = try parse(text) else { throw APIError.invalidParameter(name: declaration.name, value: text) }
        return value
    }

    /// The text sent, `nil` when left out; given twice with different texts, a mistake (400).
    private func sentText(in request: HTTPRequest) throws -> String? {
        let name = declaration.name
        let values = request.query.filter { $0.name == name }.map(\.value)
        guard let last = values.last else { return nil }
        guard values.allSatisfy({ $0 == last }) else {
            throw APIError.invalidParameter(name: name, value: values.joined(separator: ", "))
        }
        return last
    }

    /// Every value of a repeated parameter, in order; empty ones are left out.
    func values(in request: HTTPRequest) throws -> [Value] {
        try request.query.filter { $0.name == declaration.name && !$0.value.isEmpty }.map { try accepted($0.value) }
    }
}

/// What the OpenAPI document knows of a query parameter, whatever its type.
struct QueryParameterDescription: Sendable {
    /// The name.
    let name: String
    /// Its JSON schema (empty text is always allowed too: it means "not given").
    let schema: JSONValue
    /// What it does, for the document.
    let summary: String
    /// Whether it must be given.
    let required: Bool
    /// Whether it may be given several times.
    let repeated: Bool
    /// An example value, for the document.
    let example: JSONValue?
}

/// A query parameter in an endpoint's declaration, whatever its type.
protocol DeclaredQueryParameter: Sendable {
    /// What the document and the checks know of it.
    var declaration: QueryParameterDescription { get }
}
