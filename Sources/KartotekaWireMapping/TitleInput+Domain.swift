import KartotekaCore
import KartotekaWire

extension TitleInput {
    /// The input for a checked title: every field, so that an update replaces them all. An empty
    /// author sign is left out, for the server to compute in the library's style.
    public init(_ title: Title, copies: [CopyInput]? = nil) {
        self.init(isbn: title.isbn?.hyphenated, authorSurname: title.firstAuthor?.surname, authorInitials: title.firstAuthor?.initials,
                  authorGivenNames: title.firstAuthor?.givenNames, otherAuthors: PersonName.listForms(title.otherAuthors, within: FieldLimits.titleLine),
                  title: title.title, year: title.year, pages: title.pages, price: title.price?.decimalText, language: title.language,
                  keywords: title.keywords, documentKind: title.documentKind.rawValue, copies: copies)
        for field in TitleTextFields.input { self[keyPath: field.wire] = title[keyPath: field.record] }
        if title.authorSign.isEmpty { authorSign = nil }
    }
}
