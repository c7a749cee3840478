/// A line of the inventory book (инвентарная книга): one copy, in inventory-number order, with the
/// day it was received and its КСУ number, author and title, year, price, the last stock check
/// that found it and the act that wrote it off.
public struct InventoryBookEntry: Sendable, Hashable, Codable {
    /// The inventory number.
    public var inventoryNumber: InventoryNumber
    /// Its title.
    public var titleID: TitleID
    /// The day it entered the fund: its batch's, else its own receipt day, else when catalogued.
    public var receivedOn: Day
    /// Its batch's КСУ number.
    public var receipt: YearlyNumber?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var description: String
    /// The year of publication.
    public var year: Int?
    /// Its value: its own price, else the edition's.
    public var price: Money?
    /// Whether it is on the balance.
    public var onBalance: Bool
    /// Where it stands.
    public var status: CopyStatus
    /// The day of the last stock check that found it.
    public var checkedOn: Day?
    /// The act that wrote it off.
    public var writeOff: CopyWriteOff?

    /// Creates a line.
    public init(inventoryNumber: InventoryNumber, titleID: TitleID, receivedOn: Day, receipt: YearlyNumber?, description: String,
                year: Int?, price: Money?, onBalance: Bool, status: CopyStatus, checkedOn: Day?, writeOff: CopyWriteOff?) {
        self.inventoryNumber = inventoryNumber
        self.titleID = titleID
        self.receivedOn = receivedOn
        self.receipt = receipt
        self.description = description
        self.year = year
        self.price = price
        self.onBalance = onBalance
        self.status = status
        self.checkedOn = checkedOn
        self.writeOff = writeOff
    }
}
