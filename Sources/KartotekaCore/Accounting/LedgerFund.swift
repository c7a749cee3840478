/// Which fund a book of summary accounting counts: the main fund, or the textbook fund that a
/// school keeps apart (its own КСУ), the titles of the kind ``DocumentKind/textbook``.
public enum LedgerFund: String, Sendable, Hashable, Codable, CaseIterable {
    /// Everything but textbooks.
    case main
    /// Textbooks only.
    case textbooks

    /// Whether a title of `kind` is counted in this fund.
    public func counts(_ kind: DocumentKind) -> Bool {
        (kind == .textbook) == (self == .textbooks)
    }

    /// What people read: «основной фонд», «фонд учебников».
    public var name: Bilingual {
        switch self {
        case .main: Bilingual { $0.mainFund }
        case .textbooks: Bilingual { $0.textbookFund }
        }
    }
}
