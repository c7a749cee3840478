import Foundation
import KartotekaHTTP
import KartotekaWire
import KartotekaWireMapping

/// Declaring JSON API endpoints: the handler gets the decoded input and returns the output; the
/// declaration's schemas, parameters and answer become the OpenAPI operation.
extension Endpoint {
    /// An endpoint without a body that answers JSON.
    static func api<Output>(
        _ method: HTTPMethod, _ path: PathTemplate, _ access: Access, _ operation: Operation,
        query: [any DeclaredQueryParameter] = [], answer: JSONAnswer<Output>, work: Work = .quick,
        handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        jsonEndpoint(method, path, access, operation, query: query, body: nil, answer: answer, work: work, handler: handler)
    }

    /// An endpoint that takes a JSON body and answers JSON.
    static func api<Input, Output>(
        _ method: HTTPMethod, _ path: PathTemplate, _ access: Access, _ operation: Operation,
        query: [any DeclaredQueryParameter] = [], body: JSONBody<Input>, answer: JSONAnswer<Output>, work: Work = .quick,
        handler: @escaping @Sendable (RequestContext, Input) throws -> Output
    ) -> Endpoint {
        let document: JSONValue = [
            "required": .bool(!body.optional),
            "content": ["application/json": ["schema": OpenAPISchema.ref(body.schema.name)]],
        ]
        return jsonEndpoint(method, path, access, operation, query: query, body: (document, true), answer: answer, work: work) { context in
            try handler(context, try JSONBodyReader.decode(body, from: context.request))
        }
    }

    /// An endpoint that takes a body as it is (a picture, a file) and answers JSON.
    static func api<Output>(
        _ method: HTTPMethod, _ path: PathTemplate, _ access: Access, _ operation: Operation,
        query: [any DeclaredQueryParameter] = [], rawBody: RawBody, answer: JSONAnswer<Output>, work: Work = .quick,
        handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        jsonEndpoint(method, path, access, operation, query: query, body: (rawBody.document, false), answer: answer, work: work,
                     handler: handler)
    }

    /// An endpoint that answers something other than JSON (a file, a page, a picture).
    static func api(
        _ method: HTTPMethod, _ path: PathTemplate, _ access: Access, _ operation: Operation,
        query: [any DeclaredQueryParameter] = [], rawAnswer: RawAnswer, work: Work = .quick,
        handler: @escaping @Sendable (RequestContext) throws -> HTTPResponse
    ) -> Endpoint {
        Endpoint(method: method, path: path, access: access, audience: audience(of: path), query: query.map(\.declaration),
                 documentation: EndpointDocumentation(operation: operation, requestBody: nil, takesJSON: false,
                                                      responses: ["200": rawAnswer.document]),
                 work: work, handle: handler)
    }

    private static func jsonEndpoint<Output>(
        _ method: HTTPMethod, _ path: PathTemplate, _ access: Access, _ operation: Operation,
        query: [any DeclaredQueryParameter], body: (document: JSONValue, json: Bool)?, answer: JSONAnswer<Output>, work: Work,
        handler: @escaping @Sendable (RequestContext) throws -> Output
    ) -> Endpoint {
        var response: [String: JSONValue] = ["description": .string(answer.description)]
        if let schema = answer.schema { response["content"] = ["application/json": ["schema": schema]] }
        if answer.location != nil {
            response["headers"] = ["Location": ["description": "The URL of the new resource.", "schema": ["type": "string"]]]
        }
        if !answer.links.isEmpty { response["links"] = .object(answer.links) }
        let documentation = EndpointDocumentation(operation: operation, requestBody: body?.document, takesJSON: body?.json ?? false,
                                                  responses: [String(answer.status): .object(response)])
        return Endpoint(method: method, path: path, access: access, audience: audience(of: path), query: query.map(\.declaration),
                        documentation: documentation, work: work) { context in
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
