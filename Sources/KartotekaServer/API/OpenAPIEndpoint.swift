import Foundation
import KartotekaHTTP

/// `GET /api/v1/openapi.json`: the API's OpenAPI 3 description, kept true by the contract test
/// in `make test`.
struct OpenAPIEndpoint {
    func register(on router: inout Router) {
        let document = OpenAPIDocument.data
        router.add("GET", "/api/v1/openapi.json") { _, _ in .json(document) }
    }
}
