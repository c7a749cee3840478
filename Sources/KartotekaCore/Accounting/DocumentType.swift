extension DocumentType {
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
