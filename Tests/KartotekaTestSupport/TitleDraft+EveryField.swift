import KartotekaCore

extension TitleDraft {
    /// A title with every field of ``TitleFields`` filled: each plain text field with its own
    /// text, the others with values that check (Lermontov's novel).
    public static var everyField: TitleDraft {
        var draft = TitleDraft()
        for (index, field) in TitleDraft.textFields.enumerated() { draft[keyPath: field.draft] = "текст \(index)" }
        draft.isbn = "978-5-17-079585-7"
        draft.authorSurname = "Лермонтов"
        draft.authorInitials = "М. Ю."
        draft.authorGivenNames = "Михаил Юрьевич"
        draft.otherAuthors = "Белинский В. Г."
        draft.year = "1840"
        draft.pages = "224"
        draft.price = "254,50"
        draft.language = "rus"
        draft.keywords = "роман, Кавказ"
        draft.documentKind = "fiction"
        draft.ageMark = "12+"
        draft.fpuNumber = "1.1.2.1.1.3"
        draft.usableUntil = "2028-08-31"
        return draft
    }
}
