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
        self.title = title.title
        subtitle = title.subtitle
        publisher = title.publisher
        city = title.city
        year = title.year.map(String.init) ?? ""
        pages = title.pages.map(String.init) ?? ""
        price = title.price ?? ""
        bbk = title.bbk
        udc = title.udc
        authorSign = title.authorSign
        language = title.language
        annotation = title.annotation
        keywords = title.keywords.joined(separator: ", ")
        documentKind = title.documentKind
    }
}
