import KartotekaCore

/// What ``KartotekaClient/scan(image:mediaType:)`` or ``KartotekaClient/scan(text:)`` read, and
/// where it leads.
public struct ScanResult: Decodable, Sendable, Hashable {
    /// One code read.
    public struct Code: Decodable, Sendable, Hashable {
        /// `EAN-13`, `EAN-8`, `Code 128` or `QR` (typed text counts as `Code 128` when it is an
        /// inventory number, else as `QR`).
        public var symbology: String
        /// The code's text.
        public var text: String
    }

    /// Where the most telling code leads.
    public struct Resolution: Decodable, Sendable, Hashable {
        /// `bookCard` or `isbn` (the New Book form, prefilled), `catalogued` (add a copy), `copy`,
        /// `reader` or `unknown`.
        public var kind: String
        /// What happened, in Russian.
        public var russian: String
        /// What happened, in English.
        public var english: String
        /// The page to open next, relative to the server: `/books/1#copy-1001`.
        public var next: String?
        /// The ISBN read, with hyphens.
        public var isbn: String?
        /// The catalogued title the code points at.
        public var titleId: Int64?
        /// The copy, for a copy label.
        public var inventoryNumber: String?
        /// The reader, for a reader card.
        public var ticketNumber: String?
        /// The New Book form's fields, prefilled from a QR card or a metadata provider.
        public var draft: TitleDraft?
        /// Where the draft came from: `QR`, `Google Books`, `Open Library`.
        public var source: String?
    }

    /// Every code read; typed text is one code.
    public var codes: [Code]
    /// Where the most telling one leads.
    public var resolution: Resolution
}
