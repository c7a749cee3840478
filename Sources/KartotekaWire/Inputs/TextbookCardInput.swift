import KartotekaValues

/// The body of `PUT /api/v1/textbooks/{id}`: a title's card.
public struct TextbookCardInput: Codable, Sendable, Hashable {
    public var cardNumber: Int
    public var subject: String?
    /// `5` or `5-6`.
    public var grades: String?
    public var federalList: Bool?

    /// Creates the input.
    public init(cardNumber: Int, subject: String? = nil, grades: String? = nil, federalList: Bool? = nil) {
        self.cardNumber = cardNumber
        self.subject = subject
        self.grades = grades
        self.federalList = federalList
    }
}

extension TextbookCardInput: SchemaDescribed {
    public static let schema = Schema<TextbookCardInput>.input(
        "TextbookCardInput", "A textbook title's card.",
        [
            .init("cardNumber", \.cardNumber, .integer(minimum: 1, maximum: 999_999)), .init("subject", \.subject),
            .init("grades", \.grades, "`5` or `5-6`."), .init("federalList", \.federalList),
        ],
        example: ["cardNumber": 12, "subject": "математика", "grades": "5-6", "federalList": true])
}
