extension Title {
    /// The title as an import that updates duplicates leaves it: what the imported record gives
    /// replaces what is stored, and what it leaves empty — a field its format has no place for
    /// (a textbook's Federal-list number), or one left blank there (an age mark) — keeps what is
    /// stored; so does the kind when the record did not state it (`kindStated`: it was guessed
    /// from the BBK). A textbook stays one: another kind would lose its card.
    public func updated(byImport imported: Title, kindStated: Bool = true) -> Title {
        var merged = imported
        for field in TitleDraft.textFields where merged[keyPath: field.record].isEmpty {
            merged[keyPath: field.record] = self[keyPath: field.record]
        }
        if merged.firstAuthor == nil && merged.otherAuthors.isEmpty {
            merged.firstAuthor = firstAuthor
            merged.otherAuthors = otherAuthors
        }
        merged.isbn = imported.isbn ?? isbn
        merged.year = imported.year ?? year
        merged.pages = imported.pages ?? pages
        merged.price = imported.price ?? price
        if merged.language.isEmpty { merged.language = language }
        if merged.keywords.isEmpty { merged.keywords = keywords }
        if documentKind == .textbook || !kindStated { merged.documentKind = documentKind }
        return merged
    }
}
