import KartotekaValues

/// Where a scan leads: what was recognised, a sentence for the librarian, and the page to open.
public struct ScanResolution: Sendable, Codable, Hashable {
    /// `bookCard` or `isbn` (the New Book form, prefilled), `catalogued` (add a copy), `copy`,
    /// `reader`, `ambiguous` (a number both a copy and a reader have: both are named) or `unknown`.
    public var kind: String
    /// What happened, in Russian.
    public var russian: String
    /// What happened, in English.
    public var english: String
    /// The page to open next, relative to the server: `/books/1#copy-1001`.
    public var next: String?
    /// The ISBN read, if any.
    public var isbn: String?
    /// The catalogued title, if the code points at one.
    public var titleId: Int64?
    /// The copy, for a copy label.
    public var inventoryNumber: String?
    /// The reader, for a reader card.
    public var ticketNumber: String?
    /// The form's fields prefilled from the card or a metadata provider.
    public var draft: TitleDraft?
    /// Where the prefilled data came from: `QR`, `Google Books`, `Open Library`.
    public var source: String?

    /// The message in a language.
    public func message(in language: Language) -> String {
        language == .russian ? russian : english
    }

    /// A resolution with a message and the page to open.
    public init(kind: String, _ message: Bilingual, next: String? = nil) {
        self.kind = kind
        russian = message.russian
        english = message.english
        self.next = next
    }
}
