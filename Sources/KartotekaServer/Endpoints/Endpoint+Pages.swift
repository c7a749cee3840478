import KartotekaHTTP

/// Declaring page endpoints: the handler renders a page or redirects after a form post.
extension Endpoint {
    /// A page (`GET`) or a form post.
    static func page(_ method: HTTPMethod, _ path: PathTemplate, _ access: Access, work: Work = .quick,
                     handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse) -> Endpoint {
        Endpoint(method: method, path: path, access: access, audience: .page, query: [], documentation: nil, work: work, handle: handler)
    }

    /// A form post whose handler reads the submitted form.
    static func form(_ path: PathTemplate, _ access: Access, work: Work = .quick,
                     handler: @escaping @Sendable (RequestContext, SubmittedForm) throws -> HTTPResponse) -> Endpoint {
        Endpoint(method: .post, path: path, access: access, audience: .page, query: [], documentation: nil, work: work) { context in
            try handler(context, context.form)
        }
    }
}
