import KartotekaCore

/// Whether a new title is catalogued already, the same for both stores.
extension StoreConnection {
    /// A title catalogued already that `title` looks like (``Title/looksLikeDuplicate(of:)``): the
    /// one with its ISBN, else one of those the catalogue search finds by its author and title.
    package func likelyDuplicate(of title: Title, today: Day) throws -> TitleRecord? {
        if let isbn = title.isbn, let same = try titleRecord(isbn: isbn) { return same }
        let found = try findTitles(CatalogQuery(text: title.duplicateSearchWords, page: PageRequest(limit: 20)), today: today)
        return found.page.items.map(\.record).first { $0.title.looksLikeDuplicate(of: title) }
    }
}
