import KartotekaCore

/// A title's ГОСТ Р 7.0.100-2018 description and its catalogue cards, as the API and `--json`
/// show them.
public struct DescriptionResource: Codable, Sendable, Hashable {
    /// The title's id.
    public var titleID: Int64
    /// The heading by ГОСТ Р 7.0.80-2023 (`Лермонтов, М. Ю.`); empty for a description under its title.
    public var heading: String
    /// The description from the title to the content and carrier area.
    public var body: String
    /// The heading and the description, on one line.
    public var text: String
    /// The catalogue cards, 125 × 75 mm, the first one first.
    public var cards: [CatalogueCardResource]

    /// The resource of a title's description and cards.
    public init(titleID: TitleID, description: BibliographicDescription, cards: [CatalogueCard]) {
        self.titleID = titleID.rawValue
        heading = description.heading
        body = description.body
        text = description.text
        self.cards = cards.map(CatalogueCardResource.init)
    }
}

/// One catalogue card.
public struct CatalogueCardResource: Codable, Sendable, Hashable {
    /// The card's number among the title's cards, from 1.
    public var number: Int
    /// The shelf code's lines: the BBK index and the author sign.
    public var shelfCode: [String]
    /// The heading, repeated on a continuation.
    public var heading: String
    /// The card's paragraphs: the description, the annotation, the tracings, or their continuation.
    public var paragraphs: [String]
    /// The copies' inventory numbers, on the first card.
    public var inventoryNumbers: [String]
    /// Whether another card continues it.
    public var continues: Bool

    /// The resource of a card.
    public init(_ card: CatalogueCard) {
        number = card.number
        shelfCode = card.shelfCode
        heading = card.heading
        paragraphs = card.paragraphs
        inventoryNumbers = card.inventoryNumbers
        continues = card.continues
    }
}
