import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// What a handler gets: the request, who sent it, the language to answer in, the matched path's
/// typed values, and the server's services. Built by the application after the access check.
struct RequestContext: Sendable {
    /// The request as it came.
    let request: HTTPRequest
    /// The signed-in account, if any (an endpoint open to everyone may see `nil`).
    let principal: RequestPrincipal?
    /// The endpoint that matched.
    let endpoint: Endpoint
    /// The server's services: the store, the clock, caches…
    let services: ServerServices
    /// The raw text of each path parameter, by name (read them typed with ``path(_:)``).
    private let pathValues: [String: String]
    /// The reader signed in to the self-service catalogue, if any (never a staff account).
    let reader: ReaderSession?
    /// Whether the request ran a use case (which wrote its own audit line).
    let trail = UseCaseTrail()
    /// The library's name and services, read on first need.
    private let frameCache = LibraryFrameCache()

    init(request: HTTPRequest, principal: RequestPrincipal?, endpoint: Endpoint, services: ServerServices, pathValues: [String: String],
         reader: ReaderSession? = nil) {
        self.request = request
        self.principal = principal
        self.reader = reader
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
        var page = PageContext(request: request, principal: principal)
        page.library = library
        return page
    }

    /// The library's name for its forms, letters and labels, and whether it offers the locations service.
    var library: LibraryFrame {
        frameCache.frame { try store.libraryFrame() }
    }

    /// The reader signed in to the self-service catalogue; the access check has made sure there is
    /// one when the endpoint is a reader's.
    var signedInReader: ReaderSession {
        get throws {
            guard let reader else { throw ReaderAccessError.readerSignInRequired }
            return reader
        }
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

    /// The value of the one path parameter of `route`; a segment that cannot be one is a bad
    /// parameter (400).
    func path<Value: PathValue, Input, Output>(of route: Route<Value, Input, Output>) throws -> Value {
        let name = route.template.parameters.first?.name ?? ""
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

    /// Reading a parameter the endpoint does not declare would make the document lie: refuse it.
    func checkDeclared(_ parameter: QueryParameterDescription) throws {
        guard endpoint.query.contains(where: { $0.name == parameter.name }) else {
            throw EndpointDeclarationError.undeclaredQueryParameter(parameter.name, endpoint: endpoint.signature)
        }
    }

    /// Reading a form field the endpoint does not declare is the same mistake.
    func checkDeclared(_ field: some DeclaredFormField) throws {
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
