import KartotekaCore

/// A catalogued title's ГОСТ Р 7.0.100-2018 description and catalogue cards, read from the store
/// the same way for the pages, the API and the command line: a textbook's grades come from its
/// textbook card, the cards' inventory numbers from its copies.
public enum TitleDescriptions {
    /// A textbook's grades from its textbook card; `nil` for any other title or a textbook without a card.
    public static func grades(of record: TitleRecord, in store: any LibraryStore) -> ClosedRange<Int>? {
        guard record.title.documentKind == .textbook else { return nil }
        return (try? store.textbookCard(record.id))?.card.grades
    }

    /// The title's description.
    public static func description(of record: TitleRecord, in store: any LibraryStore) -> BibliographicDescription {
        BibliographicDescription(record.title, grades: grades(of: record, in: store))
    }

    /// The title's description and cards.
    public static func describe(_ details: TitleDetails, in store: any LibraryStore) -> (description: BibliographicDescription, cards: [CatalogueCard]) {
        let grades = grades(of: details.record, in: store)
        return (BibliographicDescription(details.record.title, grades: grades), CatalogueCard.cards(for: details, grades: grades))
    }
}
