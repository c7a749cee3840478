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
