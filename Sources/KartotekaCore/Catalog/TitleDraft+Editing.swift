extension TitleDraft {
    /// The draft with the author sign filled in from the surname when it was left empty.
    public func signed(style: AuthorSignStyle) -> TitleDraft {
        var draft = self
        if draft.authorSign.trimmingCharacters(in: .whitespaces).isEmpty,
           let sign = AuthorSign.compute(surname: draft.authorSurname, style: style) {
            draft.authorSign = sign
        }
        return draft
    }

    /// The title this draft makes as an edit of `stored`. What the form showed of the other
    /// authors and the keywords, sent back unchanged, keeps what it stands for — an author's full
    /// given names, a keyword with a comma in it — which the form's one line cannot carry.
    public func validated(editing stored: Title) throws(ValidationError) -> Title {
        var title = try validated()
        let shown = TitleDraft(stored)
        if Self.list(otherAuthors, separators: ";\n") == Self.list(shown.otherAuthors, separators: ";\n") {
            title.otherAuthors = stored.otherAuthors
        }
        if Self.keywordList(keywords) == Self.keywordList(shown.keywords) {
            title.keywords = stored.keywords
        }
        return title
    }
}
