/// Every schema of the OpenAPI document's `components/schemas`, by name: what the API answers
/// and takes. Endpoints name theirs (``Schemas``); the unknown-field check of JSON bodies walks
/// them, so what the document says is what the server accepts.
enum SchemaCatalogue {
    /// Short for the schema builders, in the catalogue's parts.
    typealias S = OpenAPISchema

    /// The schemas by name.
    static let all: [String: JSONValue] = {
        var schemas: [String: JSONValue] = [:]
        for part in [resources, inputs, exchange, cataloguing, bookService, branches, circulation, school, accounts, accountInputs,
                     copyCataloguing, statistics, description,
                     holds, notices] {
            schemas.merge(part) { _, _ in preconditionFailure("a schema name is declared twice") }
        }
        return schemas
    }()

    /// A schema by name; a name nothing declares is a mistake in the code.
    static func schema(named name: String) -> JSONValue {
        guard let schema = all[name] else { preconditionFailure("no schema named \(name)") }
        return schema
    }

    /// A schema with its `$ref` followed, and `anyOf`/`nullable` wrappers kept as they are.
    static func resolve(_ schema: JSONValue) -> JSONValue {
        guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/components/schemas/") else { return schema }
        return resolve(self.schema(named: String(reference.dropFirst("#/components/schemas/".count))))
    }
}
