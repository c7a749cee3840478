/// Field values the command line gives for a draft (`--title`, `--place` …), read once and
/// written over the draft the command starts from (a card's, the stored record's). An empty
/// value clears a field.
struct DraftChanges<Draft>: Sendable {
    /// A field and its new value.
    typealias Change = (field: WritableKeyPath<Draft, String> & Sendable, value: String)

    /// The changes, in the options' order.
    let changes: [Change]

    /// The values given for `fields`' options.
    init(_ fields: [(option: Option<String>, field: WritableKeyPath<Draft, String> & Sendable)], from input: CommandInput) throws {
        changes = try fields.compactMap { option, field in try input.value(option).map { (field, $0) } }
    }

    /// Writes the values over `draft`.
    func apply(to draft: inout Draft) {
        for (field, value) in changes { draft[keyPath: field] = value }
    }

    /// `draft` with the values written over it.
    func applied(to draft: Draft) -> Draft {
        var changed = draft
        apply(to: &changed)
        return changed
    }
}
