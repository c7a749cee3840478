import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// What a handler gets: the request, who sent it, the language to answer in, the matched path's
/// typed values, and the server's services. Built by the application after the access check.
struct RequestContext: Sendable {
    /// The request as it came.
    let request: HTTPRequest
    /// The signed-in account, if any (an endpoint open to everyone may see `nil`).
    let principal: Principal?
    /// The endpoint that matched.
    let endpoint: Endpoint
    /// The server's services: the store, the clock, caches…
    let services: ServerServices
    /// The raw text of each path parameter, by name (read them typed with ``path(_:)``).
    private let pathValues: [String: String]

    init(request: HTTPRequest, principal: Principal?, endpoint: Endpoint, services: ServerServices, pathValues: [String: String]) {
        self.request = request
        self.principal = principal
        self.endpoint = endpoint
        self.services = services
        self.pathValues = pathValues
    }

    /// The library's data.
    var store: any LibraryStore { services.store }

    /// Today in the library's calendar.
    var today: Day { services.store.today() }

    /// The language to answer in: the page's (`lang` cookie) for pages, `Accept-Language` for the API.
    var language: Language {
        endpoint.audience == .page ? PageContext.language(of: request) : request.apiLanguage
    }

    /// What every page needs (language, notice, the account and its anti-forgery token).
    var page: PageContext {
        PageContext(request: request, principal: principal)
    }

    /// The signed-in account; the access check has made sure there is one when the endpoint needs it.
    var account: Account {
        get throws {
            guard let principal else { throw AccountError.signInRequired }
            return principal.account
        }
    }

    /// A path parameter's value; a segment that cannot be one is a bad parameter (400).
    func path<Value>(_ parameter: PathParameter<Value>) throws -> Value {
        let name = parameter.declaration.name
        let text = pathValues[name] ?? ""
        guard let value = Value(pathSegment: text) else { throw APIError.invalidParameter(name: name, value: text) }
        return value
    }

    /// A query parameter's value, `nil` when left out or empty.
    func query<Value>(_ parameter: QueryParameter<Value>) throws -> Value? {
        try checkDeclared(parameter.declaration)
        return try parameter.value(in: request)
    }

    /// A query parameter that must be given.
    func required<Value>(_ parameter: QueryParameter<Value>) throws -> Value {
        guard let value = try query(parameter) else {
            throw APIError.invalidParameter(name: parameter.declaration.name, value: "")
        }
        return value
    }

    /// Every value of a repeated query parameter.
    func values<Value>(_ parameter: QueryParameter<Value>) throws -> [Value] {
        try checkDeclared(parameter.declaration)
        return try parameter.values(in: request)
    }

    /// A query parameter's value for a page, where text that is not such a value counts as left
    /// out: a link typed by hand shows the whole list rather than an error.
    func lenientQuery<Value>(_ parameter: QueryParameter<Value>) throws -> Value? {
        try checkDeclared(parameter.declaration)
        return try? parameter.value(in: request)
    }

    /// A form field's value; what cannot be one is a `ValidationError` of that field, which the
    /// page shows next to it.
    func form<Value>(_ field: FormField<Value>) throws -> Value {
        try checkDeclared(field)
        return try field.value(in: request)
    }

    /// A form field's value, its problem (if any) added to `problems` and `nil` returned, so that
    /// every field's problem is shown at once.
    func form<Value>(_ field: FormField<Value>, problems: inout ProblemCollector) throws -> Value? {
        try checkDeclared(field)
        do {
            return try field.value(in: request)
        } catch {
            for problem in error.problems { problems.add(problem.field, problem.message) }
            return nil
        }
    }

    /// A form field's value, `nil` when it cannot be one (to show a form again as it was sent).
    func lenientForm<Value>(_ field: FormField<Value>) throws -> Value? {
        try checkDeclared(field)
        return try? field.value(in: request)
    }

    /// Whether the form had the field at all (a form that does not offer a choice leaves it as it is).
    func isSent(_ field: some DeclaredFormField) throws -> Bool {
        try checkDeclared(field)
        return request.form.contains { $0.name == field.name }
    }

    /// What was typed in a field, to show it again next to its problem.
    func typed(_ field: some DeclaredFormField) throws -> String {
        try checkDeclared(field)
        return try FormField.text(field.name).value(in: request)
    }

    /// Fills a draft from the form: each field sent replaces the draft's value, one not sent keeps it.
    func fill<Draft>(_ draft: inout Draft, _ fields: DraftFields<Draft>) throws {
        for (field, keyPath) in fields.entries {
            if let value = try form(field) { draft[keyPath: keyPath] = value }
        }
    }

    /// Fills a draft from the query of a link that opens its form filled in (a scan, a look-up).
    func fill<Draft>(_ draft: inout Draft, fromQuery fields: DraftFields<Draft>) throws {
        for (parameter, keyPath) in fields.parameters {
            try checkDeclared(parameter.declaration)
            if let value = try parameter.sentValue(in: request) { draft[keyPath: keyPath] = value }
        }
    }

    /// Reading a parameter the endpoint does not declare would make the document lie: refuse it.
    private func checkDeclared(_ parameter: QueryParameterDescription) throws {
        guard endpoint.query.contains(where: { $0.name == parameter.name }) else {
            throw EndpointDeclarationError.undeclaredQueryParameter(parameter.name, endpoint: endpoint.signature)
        }
    }

    /// Reading a form field the endpoint does not declare is the same mistake.
    private func checkDeclared(_ field: some DeclaredFormField) throws {
        guard endpoint.formFields.contains(field.name) else {
            throw EndpointDeclarationError.undeclaredFormField(field.name, endpoint: endpoint.signature)
        }
    }
}

/// A handler that does what its declaration does not say: a mistake in the code, answered 500.
enum EndpointDeclarationError: Error, CustomStringConvertible {
    case undeclaredQueryParameter(String, endpoint: String)
    case undeclaredFormField(String, endpoint: String)

    var description: String {
        switch self {
        case .undeclaredQueryParameter(let name, let endpoint): "\(endpoint) reads the undeclared query parameter \(name)"
        case .undeclaredFormField(let name, let endpoint): "\(endpoint) reads the undeclared form field \(name)"
        }
    }
}
