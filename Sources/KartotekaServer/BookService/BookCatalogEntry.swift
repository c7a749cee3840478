import KartotekaCore

/// A catalogue entry as the book's `/catalog` returns it.
struct BookCatalogEntry: Encodable {
    let title: String
    let authors: [String]
    let isbn: String
    let pageCount: Int
    let fiction: Bool

    init(_ title: Title) {
        self.title = title.title
        authors = title.authors.map(\.initialsFirst)
        isbn = title.isbn?.hyphenated ?? ""
        pageCount = title.pages ?? 0
        fiction = BookCatalogEntry.isFiction(title)
    }

    /// BBK class 84 is fiction (художественная литература); so are titles keyed as such.
    static func isFiction(_ title: Title) -> Bool {
        let bbk = title.bbk.trimmingCharacters(in: .whitespaces)
        if bbk.hasPrefix("84") { return true }
        let words = title.keywords.map { $0.lowercased() }
        return words.contains { $0.contains("художественн") || $0 == "fiction" || $0 == "роман" }
    }
}
