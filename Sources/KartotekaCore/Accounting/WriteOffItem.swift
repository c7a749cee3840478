/// A copy as its act of write-off lists it — kept as it was on the act's day, whatever happens to
/// the catalogue later: inventory number, author and title, year, price, coefficient and sum.
public struct WriteOffItem: Sendable, Hashable, Codable {
    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber
    /// The copy's title, while the copy is catalogued.
    public var titleID: TitleID?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var description: String
    /// The year of publication.
    public var year: Int?
    /// The copy's price as the fund holds it (its own, else the edition's).
    public var price: Money
    /// The revaluation coefficient.
    public var coefficient: Coefficient
    /// The price times the coefficient: what the act writes off.
    public var sum: Money
    /// Whether the copy was on the balance.
    public var onBalance: Bool
    /// What kind of document it is.
    public var documentType: DocumentType
    /// The subject section of its BBK index, for the КСУ.
    public var section: BBKSection

    /// Creates a line.
    public init(inventoryNumber: InventoryNumber, titleID: TitleID?, description: String, year: Int?, price: Money,
                coefficient: Coefficient, sum: Money, onBalance: Bool, documentType: DocumentType, section: BBKSection) {
        self.inventoryNumber = inventoryNumber
        self.titleID = titleID
        self.description = description
        self.year = year
        self.price = price
        self.coefficient = coefficient
        self.sum = sum
        self.onBalance = onBalance
        self.documentType = documentType
        self.section = section
    }
}
