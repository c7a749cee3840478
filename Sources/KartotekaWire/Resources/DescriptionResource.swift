import KartotekaValues

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
