import KartotekaCore
import KartotekaWire

extension DescriptionResource {
    /// The resource of a title's description and cards.
    public init(titleID: TitleID, description: BibliographicDescription, cards: [CatalogueCard]) {
        self.init(titleID: titleID.rawValue, heading: description.heading, body: description.body, text: description.text,
                  cards: cards.map(CatalogueCardResource.init))
    }
}

extension CatalogueCardResource {
    /// The resource of a card.
    public init(_ card: CatalogueCard) {
        self.init(number: card.number, shelfCode: card.shelfCode, heading: card.heading, paragraphs: card.paragraphs,
                  inventoryNumbers: card.inventoryNumbers, continues: card.continues)
    }
}
