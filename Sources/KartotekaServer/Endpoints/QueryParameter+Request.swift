import KartotekaHTTP
import KartotekaWire

/// Reading a declared query parameter from a request: a parameter left out or empty is "not
/// given"; text that is no such value is a mistake (400), named by the parameter, unless the
/// value's own rules say what is wrong with it (422).
extension QueryParameter {
    /// A page's parameter, which only the server's own links send (so its text is the value's description).
    init(_ name: String, schema: JSONSchema, description: String, required: Bool = false,
         parse: @escaping @Sendable (String) throws -> Value?) {
        self.init(name, schema: schema, description: description, required: required, format: { "\($0)" }, parse: parse)
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

    /// Every value of a repeated parameter, in order; empty ones are left out.
    func values(in request: HTTPRequest) throws -> [Value] {
        try request.query.filter { $0.name == declaration.name && !$0.value.isEmpty }.map { try accepted($0.value) }
    }

    /// The value of some text; text that is not such a value is a mistake (400).
    private func accepted(_ text: String) throws -> Value {
        guard let value = try value(of: text) else { throw APIError.invalidParameter(name: declaration.name, value: text) }
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
}

extension QueryParameters {
    /// The confirmation a page shows after a redirect (`?notice=book-saved`); only the fixed texts
    /// of ``Notice`` can appear. Every page takes it: the page's frame reads it.
    static let notice = QueryParameter<Notice>(
        Notice.queryName, schema: .string(), description: "A confirmation to show after a redirect.") { Notice(rawValue: $0) }
}

extension RequestContext {
    /// One page of a list, from `offset` and `limit`.
    func pageRequest(defaultLimit: Int = 50) throws -> PageRequest {
        PageRequest(offset: try query(QueryParameters.offset) ?? 0, limit: try query(QueryParameters.limit) ?? defaultLimit)
    }

    /// One page of a list on a page, where an `offset` or `limit` that is not a number counts as
    /// left out.
    func listPage(defaultLimit: Int) throws -> PageRequest {
        PageRequest(offset: try lenientQuery(QueryParameters.offset) ?? 0, limit: try lenientQuery(QueryParameters.limit) ?? defaultLimit)
    }
}
