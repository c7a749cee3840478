extension LoanRuleScope {
    /// The library's own policy: every reader, every item.
    public static let library = LoanRuleScope()

    /// Whether this is the library's own policy rather than a rule.
    public var isLibraryPolicy: Bool { category == nil && kind == nil }

    /// How specific the scope is: a category and a kind (3) before a kind (2) before a category
    /// (1) before the library's policy (0) — Kartoteka's own order (Koha's puts a category's rule
    /// before a kind's) — so «reference: reading room only» binds every category, and a kind's own
    /// limit keeps its loans out of a category's. The most specific rule that covers a loan decides it.
    public var specificity: Int {
        (category == nil ? 0 : 1) + (kind == nil ? 0 : 2)
    }

    /// Whether a loan of an item of `kind` to a reader of `category` falls under this scope.
    public func covers(category readerCategory: ReaderCategory?, kind itemKind: DocumentKind) -> Bool {
        (category == nil || category == readerCategory) && (kind == nil || kind == itemKind)
    }

    /// How people read the scope: `учащийся · учебники`, `учебники (все читатели)`.
    public var name: Bilingual {
        Bilingual { $0.loanRuleScope(category: category?.name, kind: kind?.name) }
    }
}
