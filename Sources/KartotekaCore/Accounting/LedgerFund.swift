extension LedgerFund {
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
