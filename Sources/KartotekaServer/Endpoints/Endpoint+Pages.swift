import KartotekaHTTP
import KartotekaWire

/// Declaring page endpoints: the handler renders a page or redirects after a form post, reading
/// the query parameters and form fields it declares, typed, through its context. Each is a
/// ``PageRoute``, its path typed, so that links and form actions are built from the declaration.
extension Endpoint {
    /// A page (`GET`), with the query parameters it reads. Every page also takes `notice` (a
    /// confirmation after a redirect), which the page's frame reads itself.
    static func page(_ method: HTTPMethod, _ path: TypedPath<Void>, _ access: Access, query: [any DeclaredQueryParameter] = [],
                     work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) -> PageRoute<Void> {
        PageRoute(path, page: method, access, query: query, work: work, handler: handler)
    }

    /// A page whose path names a value (`/books/{id}`); declared with its type, `PageRoute<TitleID>`.
    static func page<Parameter: PathValue>(
        _ method: HTTPMethod, _ path: TypedPath<Parameter>, _ access: Access, query: [any DeclaredQueryParameter] = [],
        work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse
    ) -> PageRoute<Parameter> {
        PageRoute(path, page: method, access, query: query, work: work, handler: handler)
    }

    /// A form post, with the fields it reads (`context.form(FormFields.back)`).
    static func form(_ path: TypedPath<Void>, _ access: Access, fields: [any DeclaredFormField] = [], work: Work = .quick,
                     handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) -> PageRoute<Void> {
        PageRoute(path, form: access, fields: fields, work: work, handler: handler)
    }

    /// A form post whose path names a value (`/books/{id}/edit`).
    static func form<Parameter: PathValue>(
        _ path: TypedPath<Parameter>, _ access: Access, fields: [any DeclaredFormField] = [], work: Work = .quick,
        handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse
    ) -> PageRoute<Parameter> {
        PageRoute(path, form: access, fields: fields, work: work, handler: handler)
    }
}

/// A page or a form post with its path typed (`Void` for none, or the one value it names): links
/// and form actions are built from it (`TitlePages.card.path(id)`), never written out, so a
/// renamed path cannot leave a dead link.
struct PageRoute<Parameter>: EndpointDeclaration {
    /// The path, its parameter typed.
    let typedPath: TypedPath<Parameter>
    /// The endpoint the router answers with.
    let endpoint: Endpoint

    fileprivate init(typedPath: TypedPath<Parameter>, endpoint: Endpoint) {
        self.typedPath = typedPath
        self.endpoint = endpoint
    }

    fileprivate init(_ path: TypedPath<Parameter>, page method: HTTPMethod, _ access: Access, query: [any DeclaredQueryParameter],
                     work: Work, handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) {
        typedPath = path
        endpoint = Endpoint(method: method, path: path.template, access: access, audience: .page, query: query.map(\.declaration),
                            documentation: nil, work: work, handle: handler)
    }

    fileprivate init(_ path: TypedPath<Parameter>, form access: Access, fields: [any DeclaredFormField], work: Work,
                     handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) {
        typedPath = path
        endpoint = Endpoint(method: .post, path: path.template, access: access, audience: .page, query: [],
                            formFields: fields.map(\.name), documentation: nil, work: work, handle: handler)
    }
}

extension PageRoute {
    /// The same route, changing the library by signing in or out rather than by use cases.
    func signingInOrOut() -> PageRoute {
        PageRoute(typedPath: typedPath, endpoint: endpoint.signingInOrOut())
    }
}

extension PageRoute where Parameter == Void {
    /// The page's path: `/books/new`.
    var path: String { typedPath.path }
}

extension PageRoute where Parameter: PathValue {
    /// The path naming a value: `/books/7`.
    func path(_ value: Parameter) -> String {
        typedPath.path(value)
    }
}

/// Something that declares an endpoint: an endpoint itself, or a page's route.
protocol EndpointDeclaration: Sendable {
    /// The endpoint.
    var endpoint: Endpoint { get }
}

extension Endpoint: EndpointDeclaration {
    var endpoint: Endpoint { self }
}
