import KartotekaValues

extension TextbookCardInput: SchemaDescribed {
    public static let schema = Schema<TextbookCardInput>.input(
        "TextbookCardInput", "A textbook title's card.",
        [
            .init("cardNumber", \.cardNumber, .integer(minimum: 1, maximum: 999_999)), .init("subject", \.subject),
            .init("grades", \.grades, "`5` or `5-6`."), .init("federalList", \.federalList),
        ],
        example: ["cardNumber": 12, "subject": "математика", "grades": "5-6", "federalList": true])
}
