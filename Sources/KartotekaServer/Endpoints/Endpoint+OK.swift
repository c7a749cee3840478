import KartotekaWire

/// The common JSON endpoints said briefly: an answer `200` with the output type's own schema
/// (`ok: "The branch."`), and a handler that gets the value the path names, read as
/// ``RequestContext/path(of:)`` reads it (400 when the segment cannot be one).
extension Endpoint {
    /// An endpoint without a body that answers `200` with its output's schema.
    static func api<Parameter, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, Void, Output>, _ access: Access, _ operation: Operation, ok description: String,
        work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        api(route, access, operation, answer: .ok(Output.schema, description), work: work, handler: handler)
    }

    /// An endpoint without a body about the one thing its path names, answering `200` with its
    /// output's schema: `GET /api/v1/branches/{code}` answers `BranchResource(store.branch(code))`.
    static func api<Parameter: PathValue, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, Void, Output>, _ access: Access, _ operation: Operation, ok description: String,
        work: Work = .quick, handler: @escaping @Sendable (RequestContext, Parameter) throws -> Output
    ) -> Endpoint {
        api(route, access, operation, answer: .ok(Output.schema, description), work: work) { context in
            try handler(context, try context.path(of: route))
        }
    }

    /// An endpoint that takes a JSON body and answers `200` with its output's schema.
    static func api<Parameter, Input, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, Input, Output>, _ access: Access, _ operation: Operation, body: JSONBody<Input>,
        ok description: String, work: Work = .quick, handler: @escaping @Sendable (RequestContext, Input) throws -> Output
    ) -> Endpoint {
        api(route, access, operation, body: body, answer: .ok(Output.schema, description), work: work, handler: handler)
    }

    /// An endpoint that takes a JSON body about the one thing its path names, answering `200`
    /// with its output's schema: `PUT /api/v1/branches/{code}` runs `ChangeBranch(code, to: input)`.
    static func api<Parameter: PathValue, Input, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, Input, Output>, _ access: Access, _ operation: Operation, body: JSONBody<Input>,
        ok description: String, work: Work = .quick, handler: @escaping @Sendable (RequestContext, Parameter, Input) throws -> Output
    ) -> Endpoint {
        api(route, access, operation, body: body, answer: .ok(Output.schema, description), work: work) { context, input in
            try handler(context, try context.path(of: route), input)
        }
    }

    /// An endpoint that takes a body as it is (a picture, a file) and answers `200` with its
    /// output's schema.
    static func api<Parameter, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, FileUpload, Output>, _ access: Access, _ operation: Operation, rawBody: RawBody,
        ok description: String, work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        api(route, access, operation, rawBody: rawBody, answer: .ok(Output.schema, description), work: work, handler: handler)
    }
}
