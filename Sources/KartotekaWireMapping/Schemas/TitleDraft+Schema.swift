import KartotekaCore
import KartotekaWire

extension TitleDraft: SchemaDescribed {
    /// The New Book form's fields, by the names the title's field table gives them.
    public static let schema = Schema<TitleDraft>.resource(
        "TitleDraft", "The New Book form's fields, as text, prefilled for the librarian to check.", draftProperties())
}
