import KartotekaValues

extension TextbookCopiesInput: SchemaDescribed {
    public static let schema = Schema<TextbookCopiesInput>.input(
        "TextbookCopies", "Copies coming under a card.",
        [
            .init("count", \.count, .integer(minimum: 1, maximum: 1000)), .init("receipt", \.receipt, "`2027/5`."),
            .init("price", \.price, "`350.00`; the title's when left out."),
        ])
}
