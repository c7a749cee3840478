import Foundation

/// The OpenAPI 3.0 description of `/api/v1` and the book's service, built in code from the parts
/// in `API/OpenAPI/` and encoded once. The contract test in `make test`
/// (`Tests/Python/test_api_contract.py`) runs schemathesis against it, so it must stay true.
enum OpenAPIDocument {
    /// The document as a JSON value.
    static var document: JSONValue {
        var paths: [String: JSONValue] = [:]
        for group in [titlePaths, copyPaths, readerPaths, locationPaths, exchangePaths, cataloguingPaths, bookServicePaths] {
            paths.merge(group) { first, _ in first }
        }
        var schemas = resourceSchemas
        schemas.merge(inputSchemas) { first, _ in first }
        schemas.merge(exchangeSchemas) { first, _ in first }
        schemas.merge(cataloguingSchemas) { first, _ in first }
        schemas.merge(bookServiceSchemas) { first, _ in first }
        return [
            "openapi": "3.0.3",
            "info": [
                "title": "Kartoteka API",
                "version": "1.0.0",
                "description": .string(description),
            ],
            "tags": .array(["Titles", "Copies and loans", "Readers", "Search", "Locations", exchangeTag, cataloguingTag, bookServiceTag,
                            "Meta"].map {
                ["name": .string($0)]
            }),
            "paths": .object(paths),
            "security": [["bearerAuth": []]],
            "components": [
                "securitySchemes": [
                    "bearerAuth": [
                        "type": "http", "scheme": "bearer",
                        "description": "A staff account's API token: `kartoteka user token add USERNAME --name NAME`.",
                    ],
                ],
                "schemas": .object(schemas),
                "parameters": .object(sharedParameters),
                "responses": .object(OpenAPIOperation.errorResponses),
            ],
        ]
    }

    /// The encoded document, served at `/api/v1/openapi.json`.
    static let data: Data = document.encoded()

    private static let description = """
        The JSON API of Kartoteka, a library desk system: the catalogue (titles and their copies), readers, \
        lending, returns, renewals, the overdue list and library locations; exchange with IRBIS (export files, \
        by download or e-mail, and imports); cataloguing by scan (reading codes, ISBN look-up, label sheets, QR codes); \
        and the book's service (`/locations`, `/catalog`). Request bodies are JSON objects \
        (`Content-Type: application/json`) except where an operation takes a file or a picture as it is; unknown \
        fields and values of the wrong type are refused with 400. Every error has one shape, \
        `{"error": {"code", "message", "fields"?, "requestId"?}}`, with the message in the language of \
        `Accept-Language` (Russian by default, or English). Dates are `YYYY-MM-DD`; instants are ISO 8601 in UTC. \
        Every operation but the locations, the book's service and this document needs a staff account's API token \
        (`Authorization: Bearer …`); what it may change depends on the account's role.
        """
}
