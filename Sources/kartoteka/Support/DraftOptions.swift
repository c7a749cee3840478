import KartotekaCore

/// The CLI options that fill in book, copy and reader drafts, each from its field's row of the
/// entity's table (``TitleFields``, ``CopyFields``, ``ReaderFields``): the option's name and
/// placeholder, its help from the field's wording, and the draft's field it sets.
enum DraftOptions {
    /// An option and the draft's field it sets.
    typealias Field<Draft> = (option: Option<String>, field: WritableKeyPath<Draft, String> & Sendable)

    /// The fields of a title (the author, the description, the classification).
    static let title = options(TitleFields.all)

    /// The fields of a copy, but its inventory number and its status (which the commands declare).
    static let copy = options(CopyFields.all)

    /// The fields of a reader, the ticket first.
    static let reader = options(ReaderFields.all)

    /// The fields of a reader but the ticket.
    static let readerDetails = options(ReaderFields.all.filter { $0.key != .ticketNumber })

    /// The options of `fields`, for a command's list.
    static func options<Draft>(_ fields: [Field<Draft>]) -> [any OptionDeclaration] {
        fields.map(\.option)
    }

    /// The options of a field table's fields that have one.
    private static func options<Draft>(_ table: [FieldDescriptor<Draft>]) -> [Field<Draft>] {
        table.compactMap { field in
            field.option.map { option in (Option.text(option.name, option.placeholder) { field.wording(in: $0).help }, field.draft) }
        }
    }
}
