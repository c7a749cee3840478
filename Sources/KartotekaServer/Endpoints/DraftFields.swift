import KartotekaCore
import KartotekaWire

/// The text fields of a draft (a title, a copy, a reader, a branch…), each declared once by its
/// name: read from a form post, or from the query of a link that opens the form filled in.
struct DraftFields<Draft>: Sendable {
    /// Each field and where it goes in the draft.
    let entries: [(field: FormField<String?>, keyPath: WritableKeyPath<Draft, String> & Sendable)]
    /// The same fields as query parameters, for a link that opens the form filled in.
    let parameters: [(parameter: QueryParameter<String>, keyPath: WritableKeyPath<Draft, String> & Sendable)]

    /// The fields named as in `fields` (the draft's own list of names, shared with the API).
    init(_ fields: [(name: String, keyPath: WritableKeyPath<Draft, String> & Sendable)]) {
        entries = fields.map { (FormField.optionalText($0.name), $0.keyPath) }
        parameters = fields.map { field in
            (QueryParameter(field.name, schema: JSONSchema.string(), description: "The form's \(field.name), filled in.") { $0 },
             field.keyPath)
        }
    }

    /// The fields, for a form endpoint's declaration.
    var form: [any DeclaredFormField] { entries.map(\.field) }

    /// The query parameters, for a page endpoint's declaration.
    var query: [any DeclaredQueryParameter] { parameters.map(\.parameter) }
}

/// The drafts' fields that several forms share.
extension FormFields {
    /// A title's bibliographic fields.
    static let title = DraftFields(TitleDraft.namedFields)
    /// A copy's fields (its price is `copyPrice`, beside a title's `price`).
    static let copy = DraftFields(CopyDraft.namedFields)
    /// A reader's fields.
    static let reader = DraftFields(ReaderDraft.namedFields)
}
