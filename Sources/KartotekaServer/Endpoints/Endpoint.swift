import KartotekaHTTP
import KartotekaWire

/// One endpoint, declared once: its method, its path with typed parameters, who may call it,
/// what it reads and answers, and its handler. The router, the access check, the OpenAPI
/// document and `kartoteka serve --routes` are all derived from these declarations; a request that no
/// declaration matches is 404 for everyone.
struct Endpoint: Sendable {
    /// Handles a request that matched and was admitted.
    typealias Handler = @Sendable (RequestContext) throws -> HTTPResponse

    /// The method (`GET` also answers `HEAD`).
    let method: HTTPMethod
    /// The path.
    let path: PathTemplate
    /// Who may call it.
    let access: Access
    /// Whom it answers, which decides how refusals and errors look.
    let audience: Audience
    /// The query parameters it reads; reading any other is a mistake in the code (a 500 in tests).
    let query: [QueryParameterDescription]
    /// The names of the form fields it reads (a page's form post); reading any other is a mistake
    /// in the code, as for query parameters.
    var formFields: [String] = []
    /// What the OpenAPI document says of it; `nil` for pages, which are not in the document.
    let documentation: EndpointDocumentation?
    /// Whether its work may take long (a file, a provider on the internet): then it runs off the
    /// server's threads while the connection waits, so they go on answering others.
    var work: Work = .quick
    /// How it may change the library: through use cases only (each writes its audit line), or —
    /// signing in and out — through the sessions and the sign-in throttle.
    var changes: Changes = .throughUseCases
    /// The handler.
    let handle: Handler

    /// `GET /api/v1/titles/{id}`: the endpoint as a line of `kartoteka serve --routes`.
    var signature: String { "\(method.rawValue) \(path)" }
}

/// How an endpoint may change the library.
enum Changes: Sendable {
    /// Only by running use cases. A request that changed the library without one is a mistake in
    /// the code: it is logged, and in a debug build answered 500, so that a test finds it.
    case throughUseCases
    /// By signing in or out: sessions, sign-in failures, readers' codes (audited where they are made).
    case signingInOrOut
}

extension Endpoint {
    /// The same endpoint, changing the library by signing in or out rather than by use cases.
    func signingInOrOut() -> Endpoint {
        var endpoint = self
        endpoint.changes = .signingInOrOut
        return endpoint
    }
}

/// How long an endpoint's work may take.
enum Work: Sendable {
    /// Milliseconds: answered on the server's thread.
    case quick
    /// Seconds or more (imports, exports, look-ups on the internet, decoding photos): answered
    /// off the server's threads.
    case long
    /// Waits on other servers (copy cataloguing): answered off the server's threads, in a small
    /// pool of its own, so that a silent catalogue never keeps other long work waiting.
    case outside
}

/// What the OpenAPI document says of an endpoint, gathered from its declaration.
struct EndpointDocumentation: Sendable {
    /// The operation's id, from its route: `listTitles`.
    let operationID: String
    /// The summary, tag, extra errors and description.
    let operation: Operation
    /// The `requestBody` object, if it takes a body.
    let requestBody: JSONValue?
    /// Whether the body is JSON (so 415 for another media type).
    let takesJSON: Bool
    /// The success responses by status.
    let responses: [String: JSONValue]
    /// The schemas of its body and answer, with the named schemas they refer to.
    let schemas: [JSONSchema]
}
