import Foundation
import KartotekaHTTP
import KartotekaWire

/// Declaring JSON API endpoints on the wire's routes: the route gives the method, the path, the
/// query parameters and the operation id; the declaration adds who may call it, what the document
/// says, the body's and the answer's schemas, and the handler, which gets the decoded input and
/// returns the output.
extension Endpoint {
    /// An endpoint without a body that answers JSON.
    static func api<Parameter, Output>(
        _ route: Route<Parameter, Void, Output>, _ access: Access, _ operation: Operation, answer: JSONAnswer<Output>,
        work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        jsonEndpoint(route, access, operation, body: nil, answer: answer, work: work, handler: handler)
    }

    /// An endpoint without a body whose answer is kept until the data changes (``KeptJSON``).
    static func api<Parameter, Output>(
        _ route: Route<Parameter, Void, Output>, _ access: Access, _ operation: Operation, answer: JSONAnswer<KeptJSON<Output>>,
        work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> KeptJSON<Output>
    ) -> Endpoint {
        jsonEndpoint(route, access, operation, body: nil, answer: answer, work: work, handler: handler)
    }

    /// An endpoint that takes a JSON body and answers JSON.
    static func api<Parameter, Input, Output>(
        _ route: Route<Parameter, Input, Output>, _ access: Access, _ operation: Operation, body: JSONBody<Input>,
        answer: JSONAnswer<Output>, work: Work = .quick, handler: @escaping @Sendable (RequestContext, Input) throws -> Output
    ) -> Endpoint {
        let document: JSONValue = [
            "required": .bool(!body.optional),
            "content": ["application/json": ["schema": body.schema.reference.value]],
        ]
        return jsonEndpoint(route, access, operation, body: (document, true, body.schema.reference), answer: answer,
                            work: work) { context in
            try handler(context, try JSONBodyReader.decode(body, from: context.request))
        }
    }

    /// An endpoint that takes a body as it is (a picture, a file) and answers JSON.
    static func api<Parameter, Output>(
        _ route: Route<Parameter, FileUpload, Output>, _ access: Access, _ operation: Operation, rawBody: RawBody,
        answer: JSONAnswer<Output>, work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        jsonEndpoint(route, access, operation, body: (rawBody.document, false, rawBody.schemas), answer: answer, work: work,
                     handler: handler)
    }

    /// An endpoint that answers something other than JSON (a file, a page, a picture).
    static func api<Parameter>(
        _ route: Route<Parameter, Void, FileDownload>, _ access: Access, _ operation: Operation, rawAnswer: RawAnswer,
        work: Work = .quick, handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse
    ) -> Endpoint {
        Endpoint(method: route.method, path: route.template, access: access, audience: audience(of: route.template),
                 query: route.query.map(\.declaration),
                 documentation: EndpointDocumentation(operationID: route.operationID, operation: operation, requestBody: nil,
                                                      takesJSON: false, responses: ["200": rawAnswer.document],
                                                      schemas: [rawAnswer.schemas]),
                 work: work, handle: handler)
    }

    private static func jsonEndpoint<Parameter, Input, Output, Answer>(
        _ route: Route<Parameter, Input, Output>, _ access: Access, _ operation: Operation,
        body: (document: JSONValue, json: Bool, schema: JSONSchema)?, answer: JSONAnswer<Answer>, work: Work,
        handler: @escaping @Sendable (RequestContext) throws -> Answer
    ) -> Endpoint {
        var response: [String: JSONValue] = ["description": .string(answer.description)]
        if let schema = answer.schema { response["content"] = ["application/json": ["schema": schema.value]] }
        if answer.location != nil {
            response["headers"] = ["Location": ["description": "The URL of the new resource.", "schema": ["type": "string"]]]
        }
        if !answer.links.isEmpty { response["links"] = .object(answer.links) }
        let documentation = EndpointDocumentation(
            operationID: route.operationID, operation: operation, requestBody: body?.document, takesJSON: body?.json ?? false,
            responses: [String(answer.status): .object(response)], schemas: [body?.schema, answer.schema].compactMap { $0 })
        return Endpoint(method: route.method, path: route.template, access: access, audience: audience(of: route.template),
                        query: route.query.map(\.declaration), documentation: documentation, work: work) { context in
            let output = try handler(context)
            if answer.status == 204 { return .noContent }
            let body = try (output as? any KeptAnswer)?.keptData ?? WireJSON.encoder().encode(output)
            var response = HTTPResponse.json(body, status: answer.status)
            if let location = answer.location { response.headers.append(("Location", location(output))) }
            return response
        }
    }

    /// The book's service answers its own way; everything else documented is the API.
    private static func audience(of path: PathTemplate) -> Audience {
        path.starts(with: "/api") ? .api : .bookService
    }
}

/// An answer whose bytes were encoded earlier.
protocol KeptAnswer {
    var keptData: Data { get }
}

extension KeptJSON: KeptAnswer {
    var keptData: Data { data }
}
