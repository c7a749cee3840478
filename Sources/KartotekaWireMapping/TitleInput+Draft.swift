import KartotekaCore
import KartotekaWire

extension TitleInput {
    /// The fields as a form draft, to be checked like any other input.
    public var draft: TitleDraft {
        var draft = TitleDraft()
        draft.isbn = isbn ?? ""
        draft.authorSurname = authorSurname ?? ""
        draft.authorInitials = authorInitials ?? ""
        draft.authorGivenNames = authorGivenNames ?? ""
        draft.otherAuthors = (otherAuthors ?? []).joined(separator: "; ")
        draft.title = title
        draft.year = year.map(String.init) ?? ""
        draft.pages = pages.map(String.init) ?? ""
        draft.price = price ?? ""
        draft.language = language ?? ""
        draft.keywords = TitleDraft.keywordText(keywords ?? [])
        draft.documentKind = documentKind ?? ""
        for field in TitleTextFields.input { draft[keyPath: field.draft] = self[keyPath: field.wire] ?? "" }
        return draft
    }
}
