import KartotekaCore
import KartotekaWire

extension TitleDraft {
    /// A draft showing a title as the API sends it, for editing.
    public init(_ title: TitleResource) {
        self.init()
        isbn = title.isbn ?? ""
        authorSurname = title.authorSurname
        authorInitials = title.authorInitials
        authorGivenNames = title.authorGivenNames
        otherAuthors = title.otherAuthors.joined(separator: "; ")
        year = title.year.map(String.init) ?? ""
        pages = title.pages.map(String.init) ?? ""
        price = title.price ?? ""
        language = title.language
        keywords = TitleDraft.keywordText(title.keywords)
        documentKind = title.documentKind
        for field in TitleTextFields.resource { self[keyPath: field.draft] = title[keyPath: field.wire] }
    }
}
