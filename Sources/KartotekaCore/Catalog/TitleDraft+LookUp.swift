extension TitleDraft {
    /// The fields of the first author, which a look-up fills together or not at all: another
    /// author's initials or sign beside the typed surname would describe nobody.
    static let authorFields: [WritableKeyPath<TitleDraft, String> & Sendable] = [\.authorSurname, \.authorInitials, \.authorGivenNames, \.authorSign]

    /// This draft, as the librarian typed it, with the fields left empty filled from a look-up's
    /// `found` record. The first author is filled from `found` only when no surname was typed or
    /// the surnames are the same; the author sign only with a surname that came from `found` (else
    /// it is computed from the typed surname on saving).
    public func filled(from found: TitleDraft) -> TitleDraft {
        var merged = self
        let typedSurname = SearchText.fold(authorSurname).collapsedWhitespace
        let sameAuthor = typedSurname.isEmpty || typedSurname == SearchText.fold(found.authorSurname).collapsedWhitespace
        for (_, keyPath) in Self.namedFields where merged[keyPath: keyPath].isEmpty {
            if Self.authorFields.contains(keyPath) {
                guard sameAuthor, keyPath != \TitleDraft.authorSign || typedSurname.isEmpty else { continue }
            }
            merged[keyPath: keyPath] = found[keyPath: keyPath]
        }
        return merged
    }
}
