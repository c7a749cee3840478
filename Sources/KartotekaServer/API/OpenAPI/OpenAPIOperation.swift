/// Builds the operation objects of the OpenAPI description: every `/api/v1` operation takes
/// `Accept-Language` and answers its mistakes with the one error shape.
struct OpenAPIOperation {
    var id: String
    var summary: String
    var tag: String
    var parameters: [JSONValue] = []
    var body: (schema: String, required: Bool)?
    /// A request body that is not one JSON input (a file, a picture, text): the whole
    /// `requestBody` object, used instead of `body`.
    var upload: JSONValue?
    var responses: [String: JSONValue]
    /// Error statuses the operation answers (besides 405 for other methods).
    var errors: [Int] = []
    /// Who may call it: anyone, or a signed-in account (an API token) with some permission.
    var access: Access = .token
    /// More about the operation than its summary says.
    var description: String?

    /// Who may call an operation (see `AccessRules`).
    enum Access {
        /// Anyone, without a token.
        case open
        /// A valid API token (401 without one); every role may read.
        case token
        /// A valid API token of an account with a permission that not every role has (403 without it).
        case permission(String)
    }

    /// The operation object.
    var json: JSONValue {
        var operation: [String: JSONValue] = [
            "operationId": .string(id),
            "summary": .string(summary),
            "tags": [.string(tag)],
        ]
        var allParameters = parameters
        if tag != OpenAPIDocument.bookServiceTag { allParameters.append(OpenAPIOperation.parameter("AcceptLanguage")) }
        if !allParameters.isEmpty { operation["parameters"] = .array(allParameters) }
        if let upload {
            operation["requestBody"] = upload
        } else if let body {
            operation["requestBody"] = [
                "required": .bool(body.required),
                "content": ["application/json": ["schema": OpenAPISchema.ref(body.schema)]],
            ]
        }
        var all = responses
        var statuses = errors
        var notes = description.map { [$0] } ?? []
        switch access {
        case .open:
            operation["security"] = []
        case .token:
            statuses.append(401)
        case .permission(let permission):
            statuses += [401, 403]
            notes.append("Needs an account with the `\(permission)` permission.")
        }
        if !notes.isEmpty { operation["description"] = .string(notes.joined(separator: " ")) }
        for status in statuses {
            all[String(status)] = ["$ref": .string("#/components/responses/\(OpenAPIOperation.errorResponseNames[status]!)")]
        }
        operation["responses"] = .object(all)
        return .object(operation)
    }

    /// A reference to a shared parameter.
    static func parameter(_ name: String) -> JSONValue {
        ["$ref": .string("#/components/parameters/\(name)")]
    }

    /// A query parameter.
    static func query(_ name: String, _ schema: JSONValue, _ description: String) -> JSONValue {
        ["name": .string(name), "in": "query", "required": false, "schema": schema, "description": .string(description)]
    }

    /// A 200 (or other) answer with a JSON body.
    static func json(_ schema: JSONValue, _ description: String) -> JSONValue {
        ["description": .string(description), "content": ["application/json": ["schema": schema]]]
    }

    /// A 201 answer with the new resource, its URL in `Location`, and links to what can be done next.
    static func created(_ schema: String, _ description: String, links: [String: JSONValue] = [:]) -> JSONValue {
        var response = json(OpenAPISchema.ref(schema), description).members
        response["headers"] = ["Location": ["description": "The URL of the new resource.", "schema": ["type": "string"]]]
        if !links.isEmpty { response["links"] = .object(links) }
        return .object(response)
    }

    /// A link from an answer to another operation, passing a value of the answer's body.
    static func link(_ operationId: String, _ parameter: String, from pointer: String) -> JSONValue {
        ["operationId": .string(operationId), "parameters": [parameter: .string("$response.body#\(pointer)")]]
    }

    /// A 200 answer that is not JSON (a file, a page, a picture): its media types, each with a
    /// schema, and the headers it always has.
    static func content(_ media: [String: JSONValue], _ description: String, headers: [String: JSONValue] = [:]) -> JSONValue {
        var response: [String: JSONValue] = ["description": .string(description), "content": .object(media)]
        if !headers.isEmpty { response["headers"] = .object(headers) }
        return .object(response)
    }

    /// A response header that is always there.
    static func header(_ description: String, _ schema: JSONValue) -> JSONValue {
        ["description": .string(description), "required": true, "schema": schema]
    }

    /// A request body that is not one JSON input: its media types, each with a schema.
    static func upload(_ media: [String: JSONValue], _ description: String) -> JSONValue {
        ["description": .string(description), "required": true, "content": .object(media)]
    }

    /// A 204 answer.
    static let noContent: JSONValue = ["description": "Done; no body."]

    /// The shared error answers by status.
    static let errorResponseNames: [Int: String] = [
        400: "BadRequest", 401: "SignInRequired", 403: "NotAllowed", 404: "NotFound", 409: "Conflict",
        415: "UnsupportedMediaType", 422: "InvalidInput", 503: "Unavailable",
    ]

    /// The shared error answers, for `components/responses`.
    static var errorResponses: [String: JSONValue] {
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
            503: "A service the server relies on failed or is not set up: the mail server (`mail_…`), "
                + "the book metadata providers (`metadata_…`). Trying again later may work.",
        ]
        var responses: [String: JSONValue] = [:]
        for (status, name) in errorResponseNames {
            responses[name] = json(OpenAPISchema.ref("Error"), descriptions[status]!)
        }
        responses["SignInRequired"] = responses["SignInRequired"]!.merging([
            "headers": ["WWW-Authenticate": ["description": "`Bearer`", "schema": ["type": "string"]]],
        ])
        return responses
    }
}
