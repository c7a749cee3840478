import KartotekaValues

/// The API's one error shape: `{"error": {"code", "message", "fields"}}`.
public struct ErrorResource: Codable, Sendable, Hashable {
    /// The error itself.
    public struct Body: Codable, Sendable, Hashable {
        /// A stable machine-readable code: `inventory_number_taken`, `invalid_input`…
        public var code: String
        /// What went wrong and what to do, in the request's language.
        public var message: String
        /// For invalid input: the problem with each field.
        public var fields: [FieldMessage]?
        /// For unexpected failures: the id to quote when reporting it.
        public var requestId: String?
    }

    /// One field's problem.
    public struct FieldMessage: Codable, Sendable, Hashable {
        public var field: String
        public var message: String
    }

    public var error: Body

    /// The resource for an error, in a language.
    public init(_ error: any KartotekaError, language: Language, requestId: String? = nil) {
        let fields = (error as? ValidationError)?.problems.map {
            FieldMessage(field: $0.field, message: $0.message.text(in: language))
        }
        self.error = Body(code: error.code, message: error.message.text(in: language), fields: fields, requestId: requestId)
    }

    /// A resource from parts.
    public init(code: String, message: String, requestId: String? = nil) {
        error = Body(code: code, message: message, fields: nil, requestId: requestId)
    }
}

extension ErrorResource: SchemaDescribed {
    public static let schema = Schema<ErrorResource>.resource("Error", "The one error shape of the API.", [.init("error", \.error)])
}

extension ErrorResource.Body: SchemaDescribed {
    public static let schema = Schema<ErrorResource.Body>.resource(
        "ErrorBody", "What went wrong, in the language of `Accept-Language` (Russian by default).",
        [
            .init("code", \.code, "A stable machine-readable code: `invalid_input`, `inventory_number_taken`, `malformed_json`…"),
            .init("message", \.message, "What went wrong and what to do."),
            .init("fields", \.fields, "For `invalid_input` (422): the problem with each field."),
            .init("requestId", \.requestId, "For unexpected failures: the id to quote when reporting it."),
        ])
}

extension ErrorResource.FieldMessage: SchemaDescribed {
    public static let schema = Schema<ErrorResource.FieldMessage>.resource(
        "FieldMessage", "What is wrong with one field.",
        [
            .init("field", \.field, "The field's name, as in the request body (`copies[1].inventoryNumber` inside arrays)."),
            .init("message", \.message),
        ])
}
