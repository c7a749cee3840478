/// A price as a provider states it, in its currency.
public struct ListPrice: Sendable, Hashable, Codable {
    /// The amount in the currency's main unit: `254.0`.
    public var amount: Double
    /// The ISO 4217 currency code: `RUB`.
    public var currencyCode: String

    /// Creates a price.
    public init(amount: Double, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode.uppercased()
    }
}
