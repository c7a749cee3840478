import KartotekaValues

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

    /// Creates the resource.
    public init(titleID: Int64, heading: String, body: String, text: String, cards: [CatalogueCardResource]) {
        self.titleID = titleID
        self.heading = heading
        self.body = body
        self.text = text
        self.cards = cards
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

    /// Creates the resource.
    public init(number: Int, shelfCode: [String], heading: String, paragraphs: [String], inventoryNumbers: [String], continues: Bool) {
        self.number = number
        self.shelfCode = shelfCode
        self.heading = heading
        self.paragraphs = paragraphs
        self.inventoryNumbers = inventoryNumbers
        self.continues = continues
    }
}

extension DescriptionResource: SchemaDescribed {
    public static let schema = Schema<DescriptionResource>.resource(
        "TitleDescription",
        "A title's description by ГОСТ Р 7.0.100-2018 with its heading by ГОСТ Р 7.0.80-2023, and its catalogue cards "
            + "(125 × 75 mm; a long description continues on the next card).",
        [
            .init("titleID", \.titleID, .integer(minimum: 1)),
            .init("heading", \.heading, "`Лермонтов, М. Ю.`; empty for a description under its title."),
            .init("body", \.body, "From the title to the content and carrier area."),
            .init("text", \.text, "The heading and the body on one line."),
            .init("cards", \.cards),
        ])
}

extension CatalogueCardResource: SchemaDescribed {
    public static let schema = Schema<CatalogueCardResource>.resource(
        "CatalogueCard", "One catalogue card.",
        [
            .init("number", \.number, .integer("The card's number among the title's cards, from 1.", minimum: 1)),
            .init("shelfCode", \.shelfCode, "The BBK index and the author sign."),
            .init("heading", \.heading, "The heading, repeated on a continuation."),
            .init("paragraphs", \.paragraphs, "The description, the annotation, the tracings, or their continuation."),
            .init("inventoryNumbers", \.inventoryNumbers, "The copies' inventory numbers at the first card's foot, a run of consecutive ones as a range (`101–125`); too many for the foot, they are the card's last paragraph instead."),
            .init("continues", \.continues, "Whether another card continues it."),
        ])
}
