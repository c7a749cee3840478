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
        draft.subtitle = subtitle ?? ""
        draft.publisher = publisher ?? ""
        draft.city = city ?? ""
        draft.year = year.map(String.init) ?? ""
        draft.pages = pages.map(String.init) ?? ""
        draft.price = price ?? ""
        draft.bbk = bbk ?? ""
        draft.udc = udc ?? ""
        draft.authorSign = authorSign ?? ""
        draft.language = language ?? ""
        draft.annotation = annotation ?? ""
        draft.keywords = (keywords ?? []).joined(separator: ", ")
        draft.documentKind = documentKind ?? ""
        return draft
    }
}
