import KartotekaValues

/// The body of `POST /api/v1/textbooks/{id}/copies`: how many copies came, in which receipt, at what price.
public struct TextbookCopiesInput: Codable, Sendable, Hashable {
    public var count: Int
    /// `2027/5`.
    public var receipt: String?
    /// `350.00`.
    public var price: String?

    /// Creates the input.
    public init(count: Int, receipt: String? = nil, price: String? = nil) {
        self.count = count
        self.receipt = receipt
        self.price = price
    }
}

extension TextbookCopiesInput: SchemaDescribed {
    public static let schema = Schema<TextbookCopiesInput>.input(
        "TextbookCopies", "Copies coming under a card.",
        [
            .init("count", \.count, .integer(minimum: 1, maximum: 1000)), .init("receipt", \.receipt, "`2027/5`."),
            .init("price", \.price, "`350.00`; the title's when left out."),
        ])
}
