import KartotekaCore
import KartotekaWire

/// A title's plain text fields as the wire types (``TitleResource/textFields``,
/// ``TitleInput/textFields``), the draft and the record keep them, paired by the field's name in
/// ``TitleFields``.
enum TitleTextFields {
    /// The resource's fields.
    static let resource = pairs(TitleResource.textFields)
    /// The input's fields.
    static let input = pairs(TitleInput.textFields)

    private static func pairs<Wire>(_ wire: [(name: String, keyPath: Wire)]) -> [(wire: Wire, draft: WritableKeyPath<TitleDraft, String> & Sendable,
                                                                               record: WritableKeyPath<Title, String> & Sendable)] {
        TitleFields.all.compactMap { field in
            guard let text = field.text, let found = wire.first(where: { $0.name == field.apiName }) else { return nil }
            return (found.keyPath, field.draft, text)
        }
    }
}
