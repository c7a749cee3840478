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
