import KartotekaValues

extension TextbookCardResource: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource>.resource(
        "TextbookCard", "A textbook title's card: its copies by year, now, and out with which class.",
        [
            .init("titleId", \.titleId, .id), .init("cardNumber", \.cardNumber, .integer(minimum: 1)), .init("subject", \.subject),
            .init("grades", \.grades), .init("federalList", \.federalList), .init("author", \.author), .init("title", \.title),
            .init("year", \.year), .init("received", \.received), .init("writtenOff", \.writtenOff),
            .init("inFund", \.inFund, .count), .init("handedOut", \.handedOut, .count), .init("holdings", \.holdings),
        ])
}

extension TextbookCardResource.YearTally: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource.YearTally>.resource(nil, nil, [
        .init("year", \.year), .init("copies", \.copies, .count), .init("sum", \.sum, .price()),
    ])
}

extension TextbookCardResource.Holding: SchemaDescribed {
    public static let schema = Schema<TextbookCardResource.Holding>.resource(nil, nil, [
        .init("schoolClass", \.schoolClass), .init("copies", \.copies, .count),
    ])
}
