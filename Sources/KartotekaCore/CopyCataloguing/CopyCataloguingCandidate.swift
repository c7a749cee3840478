extension CopyCataloguingCandidate {
    /// The author sign: the record's own, else computed from the first author's surname
    /// (Havkina table), else empty.
    public func authorSign(style: AuthorSignStyle) -> String {
        guard title.authorSign.isEmpty else { return title.authorSign }
        return title.firstAuthor.flatMap { AuthorSign.compute(surname: $0.surname, style: style) } ?? ""
    }

    /// The candidate as the New Book form's fields, to check before saving.
    public func draft(authorSignStyle: AuthorSignStyle) -> TitleDraft {
        var draft = TitleDraft(title)
        draft.authorSign = authorSign(style: authorSignStyle)
        return draft
    }

    /// What tells editions apart across targets: the ISBN-13, else the title, the first
    /// author's surname and the year, folded (case, ё, punctuation).
    var groupKey: String {
        if let isbn = title.isbn { return "isbn:" + isbn.digits }
        let parts = [title.title, title.firstAuthor?.surname ?? "", title.year.map(String.init) ?? ""]
        return "text:" + parts.map { SearchText.words($0).joined(separator: " ") }.joined(separator: "|")
    }
}

extension CopyCataloguingGroup {
    /// The edition's ISBN, from the first candidate that has one.
    public var isbn: ISBN? { candidates.lazy.compactMap(\.title.isbn).first }
}

