import Foundation
import KartotekaWire

/// `GET /api/v1/openapi.json`: the API's OpenAPI 3 description, derived from the endpoint
/// declarations and kept true by the contract test in `make test`.
enum OpenAPIEndpoint {
    static let endpoints = [document]

    static let document = Endpoint.api(
        Routes.Meta.document, .everyone,
        Operation("This description of the API.", tag: .meta),
        rawAnswer: RawAnswer(["application/json": ["schema": ["type": "object"]]], "The OpenAPI 3.0 document.")
    ) { _ in
        .json(OpenAPIDocument.data)
    }
}
