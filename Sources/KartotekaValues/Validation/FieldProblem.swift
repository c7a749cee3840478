/// One thing wrong with one field of a form, API body or imported record.
public struct FieldProblem: Sendable, Hashable {
    /// The field's stable name, as used by forms and the JSON API (`inventoryNumber`, `phone`).
    public let field: String
    /// What is wrong and what to do about it.
    public let message: Bilingual

    /// Creates a problem report for a field.
    public init(field: String, message: Bilingual) {
        self.field = field
        self.message = message
    }
}
