import Foundation
import KartotekaCore
import KartotekaWire

/// The OpenAPI 3.0 description of `/api/v1` and the book's service, derived from the endpoint
/// declarations (``EndpointCatalogue``) and the schemas of the wire types their bodies and
/// answers are (each type's ``Schema``, gathered from the operations that use it), encoded once. The
/// contract test in `make test` (`Tests/Python/test_api_contract.py`) runs schemathesis against
/// it, so it must stay true.
enum OpenAPIDocument {
    /// The document as a JSON value.
    static var document: JSONValue {
        var paths: [String: [String: JSONValue]] = [:]
        for endpoint in EndpointCatalogue.all {
            guard let documentation = endpoint.documentation else { continue }
            paths[endpoint.path.description, default: [:]][endpoint.method.rawValue.lowercased()] = operation(endpoint, documentation)
        }
        return [
            "openapi": "3.0.3",
            "info": [
                "title": "Kartoteka API",
                "version": "1.0.0",
                "description": .string(description),
            ],
            "tags": .array(APITag.allCases.map { ["name": .string($0.rawValue)] }),
            "paths": .object(paths.mapValues(JSONValue.object)),
            "security": [["bearerAuth": []]],
            "components": [
                "securitySchemes": [
                    "bearerAuth": [
                        "type": "http", "scheme": "bearer",
                        "description": "A staff account's API token: `kartoteka user token add USERNAME --name NAME`.",
                    ],
                ],
                "schemas": .object(schemas),
                "parameters": ["AcceptLanguage": acceptLanguage],
                "responses": .object(errorResponses),
            ],
        ]
    }

    /// Every named schema an operation's body or answer refers to, with those they refer to in
    /// turn, and the error shape every error answer has.
    static var schemas: [String: JSONValue] {
        let used = EndpointCatalogue.all.compactMap(\.documentation).flatMap(\.schemas)
        return JSONSchema.gathered(used + [ErrorResource.schema.reference])
    }

    /// The encoded document, served at `/api/v1/openapi.json`.
    static let data: Data = document.encoded()

    /// One operation: its declaration's parameters, body, answers, and the errors they imply.
    private static func operation(_ endpoint: Endpoint, _ documentation: EndpointDocumentation) -> JSONValue {
        let declared = documentation.operation
        var operation: [String: JSONValue] = [
            "operationId": .string(documentation.operationID),
            "summary": .string(declared.summary),
            "tags": [.string(declared.tag.rawValue)],
        ]
        var parameters = endpoint.path.parameters.map(pathParameter) + endpoint.query.map(queryParameter)
        if endpoint.audience == .api { parameters.append(["$ref": "#/components/parameters/AcceptLanguage"]) }
        if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
        if let body = documentation.requestBody { operation["requestBody"] = body }

        var statuses = Set(declared.errors)
        if !endpoint.path.parameters.isEmpty || !endpoint.query.isEmpty || documentation.requestBody != nil { statuses.insert(400) }
        if !endpoint.path.parameters.isEmpty { statuses.insert(404) }
        if documentation.takesJSON { statuses.insert(415) }
        var notes = declared.description.map { [$0] } ?? []
        switch endpoint.access {
        case .everyone:
            operation["security"] = []
        case .signedIn:
            statuses.insert(401)
        case .permission(let permission):
            statuses.insert(401)
            if !Role.allCases.allSatisfy({ $0.permissions.contains(permission) }) {
                statuses.insert(403)
                notes.append("Needs an account with the `\(permission.rawValue)` permission.")
            }
        case .reader:
            statuses.insert(403)
            notes.append("Needs a reader signed in to the self-service catalogue.")
        }
        if !notes.isEmpty { operation["description"] = .string(notes.joined(separator: " ")) }
        var responses = documentation.responses
        for status in statuses.sorted() {
            responses[String(status)] = ["$ref": .string("#/components/responses/\(errorResponseNames[status]!)")]
        }
        operation["responses"] = .object(responses)
        return .object(operation)
    }

    private static func pathParameter(_ parameter: PathParameterDescription) -> JSONValue {
        ["name": .string(parameter.name), "in": "path", "required": true, "schema": parameter.schema,
         "description": .string(parameter.summary), "example": parameter.example]
    }

    /// A query parameter; empty text always means "not given", so the schema allows it.
    private static func queryParameter(_ parameter: QueryParameterDescription) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(parameter.name), "in": "query", "required": .bool(parameter.required),
            "description": .string(parameter.summary),
        ]
        if parameter.repeated {
            object["style"] = "form"
            object["explode"] = true
            object["schema"] = parameter.schema
        } else if parameter.required {
            object["schema"] = parameter.schema
        } else if let values = parameter.schema["enum"]?.arrayValue {
            object["schema"] = parameter.schema.merging(["enum": .array([""] + values)])
        } else if parameter.schema["type"] == "string" {
            object["schema"] = parameter.schema
        } else {
            object["schema"] = JSONSchema.orEmpty(JSONSchema(parameter.schema)).value
        }
        if let example = parameter.example { object["example"] = example }
        return .object(object)
    }

    private static let acceptLanguage: JSONValue = [
        "name": "Accept-Language", "in": "header", "required": false, "schema": ["type": "string"],
        "description": "The language of error messages: `ru` (the default) or `en`, with q-values as usual.",
    ]

    /// The shared error answers by status.
    static let errorResponseNames: [Int: String] = [
        400: "BadRequest", 401: "SignInRequired", 403: "NotAllowed", 404: "NotFound", 409: "Conflict",
        415: "UnsupportedMediaType", 422: "InvalidInput", 429: "TooMany", 503: "Unavailable",
    ]

    /// The shared error answers, for `components/responses`.
    private static var errorResponses: [String: JSONValue] {
        let descriptions: [Int: String] = [
            400: "The request is malformed: not JSON, unknown fields (`unknown_field`), a wrong type (`wrong_type`), "
                + "a missing field (`missing_field`) or a bad parameter (`invalid_parameter`).",
            401: "No valid API token (`sign_in_required`); `WWW-Authenticate: Bearer`.",
            403: "The account may not do this (`not_allowed`).",
            404: "Nothing has this id, inventory number or ticket number.",
            409: "The request clashes with what is stored: a duplicate inventory number, ISBN, barcode, ticket or phone; "
                + "a copy already on loan or not on loan; something still on loan cannot be deleted.",
            415: "The body is not `application/json`.",
            422: "Values are not acceptable (`invalid_input`); `fields` says what is wrong with each field.",
            429: "Too many requests of this kind from this account in a short time (`too_many_lookups`); the message says "
                + "when to try again.",
            503: "A service the server relies on failed or is not set up: the mail server (`mail_…`), "
                + "the book metadata providers (`metadata_…`). Trying again later may work.",
        ]
        var responses: [String: JSONValue] = [:]
        for (status, name) in errorResponseNames {
            responses[name] = ["description": .string(descriptions[status]!),
                               "content": ["application/json": ["schema": ErrorResource.schema.reference.value]]]
        }
        responses["SignInRequired"] = responses["SignInRequired"]!.merging([
            "headers": ["WWW-Authenticate": ["description": "`Bearer`", "schema": ["type": "string"]]],
        ])
        return responses
    }

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
