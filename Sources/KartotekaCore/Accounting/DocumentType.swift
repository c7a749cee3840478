/// The kind of document a copy is, as the КСУ counts them «по видам»: books, brochures (5 to 48
/// pages), journals, newspapers, audiovisual and electronic documents.
public enum DocumentType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A book (more than 48 pages).
    case book
    /// A brochure (5 to 48 pages).
    case brochure
    /// A journal issue or annual set.
    case journal
    /// A newspaper annual set.
    case newspaper
    /// An audiovisual document: a disc, a cassette.
    case audiovisual
    /// An electronic document on a carrier.
    case electronic

    /// The kind's name for people.
    public var name: Bilingual {
        switch self {
        case .book: Bilingual { $0.bookDocumentType }
        case .brochure: Bilingual { $0.brochureDocumentType }
        case .journal: Bilingual { $0.journalDocumentType }
        case .newspaper: Bilingual { $0.newspaperDocumentType }
        case .audiovisual: Bilingual { $0.audiovisualDocumentType }
        case .electronic: Bilingual { $0.electronicDocumentType }
        }
    }

    /// The kind of a printed edition by its pages: a brochure up to 48 pages, else a book.
    public static func printed(pages: Int?) -> DocumentType {
        if let pages, pages <= 48 { return .brochure }
        return .book
    }
}
