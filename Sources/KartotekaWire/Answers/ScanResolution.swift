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

extension ScanResolution: SchemaDescribed {
    public static let schema = Schema<ScanResolution>.resource(
        "ScanResolution",
        "Where a scan leads: a QR book card or a new ISBN opens the New Book form prefilled (`bookCard`, `isbn`); "
            + "a catalogued ISBN offers adding a copy (`catalogued`); a copy label opens the copy (`copy`); "
            + "a reader card opens the reader (`reader`); a number alone (a label's barcode, or typed) opens the copy "
            + "or the reader that has it, and names both when both have it (`ambiguous`); anything else is `unknown`.",
        [
            .init("kind", \.kind, .string(values: ["bookCard", "isbn", "catalogued", "copy", "reader", "ambiguous", "unknown"])),
            .init("russian", \.russian, "What happened, in Russian."), .init("english", \.english, "What happened, in English."),
            .init("next", \.next, "The page to open next, relative: `/books/new?isbn=…`, `/books/1#copy-1001`."),
            .init("isbn", \.isbn, "The ISBN read, with hyphens."), .init("titleId", \.titleId, .id),
            .init("inventoryNumber", \.inventoryNumber), .init("ticketNumber", \.ticketNumber), .init("draft", \.draft),
            .init("source", \.source, "Where the draft came from: `QR`, `Google Books`, `Open Library`."),
        ])
}
