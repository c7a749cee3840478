/// A copy as a stock check's results list it.
public struct StocktakeCopy: Sendable, Hashable, Codable {
    /// The inventory number.
    public var inventoryNumber: InventoryNumber
    /// Its title.
    public var titleID: TitleID?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var description: String
    /// Its price in the fund (its own, else the edition's).
    public var price: Money?
    /// Where it stands.
    public var status: CopyStatus
    /// Why it is listed apart (for copies found that belong elsewhere).
    public var mismatch: StocktakeMismatch?
    /// Whether it is away from its branch or on its way between branches (present on paper).
    public var away: Bool

    /// Creates a line.
    public init(inventoryNumber: InventoryNumber, titleID: TitleID?, description: String, price: Money?, status: CopyStatus,
                mismatch: StocktakeMismatch? = nil, away: Bool = false) {
        self.inventoryNumber = inventoryNumber
        self.titleID = titleID
        self.description = description
        self.price = price
        self.status = status
        self.mismatch = mismatch
        self.away = away
    }
}
