import KartotekaHTTP
import KartotekaWire

/// Declaring page endpoints: the handler renders a page or redirects after a form post, reading
/// the query parameters and form fields it declares, typed, through its context.
extension Endpoint {
    /// A page (`GET`), with the query parameters it reads. Every page also takes `notice` (a
    /// confirmation after a redirect), which the page's frame reads itself.
    static func page(_ method: HTTPMethod, _ path: PathTemplate, _ access: Access, query: [any DeclaredQueryParameter] = [],
                     work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) -> Endpoint {
        Endpoint(method: method, path: path, access: access, audience: .page, query: query.map(\.declaration), documentation: nil,
                 work: work, handle: handler)
    }

    /// A form post, with the fields it reads (`context.form(FormFields.back)`).
    static func form(_ path: PathTemplate, _ access: Access, fields: [any DeclaredFormField] = [], work: Work = .quick,
                     handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) -> Endpoint {
        Endpoint(method: .post, path: path, access: access, audience: .page, query: [], formFields: fields.map(\.name),
                 documentation: nil, work: work, handle: handler)
    }
}
