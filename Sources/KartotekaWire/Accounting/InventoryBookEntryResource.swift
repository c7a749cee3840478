import KartotekaValues

/// A line of the inventory book as the API shows it.
public struct InventoryBookEntryResource: Codable, Sendable, Hashable {
    public var inventoryNumber: String = ""
    public var titleId: Int64 = 0
    /// The day it entered the fund, `YYYY-MM-DD`.
    public var receivedOn: String = ""
    /// Its batch's КСУ number: `2027/5`.
    public var receipt: String?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var description: String = ""
    public var year: Int?
    public var price: String?
    public var onBalance: Bool = false
    public var status: String = ""
    /// The day of the last stock check that found it.
    public var checkedOn: String?
    /// The act that wrote it off: `2027/3`, or an imported record's 910^V.
    public var writeOffAct: String?
    /// That act's day.
    public var writeOffDate: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension InventoryBookEntryResource: SchemaDescribed {
    public static let schema = Schema<InventoryBookEntryResource>.resource(
        "InventoryBookEntry", "A line of the inventory book.",
        [
            .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id), .init("receivedOn", \.receivedOn, .date()),
            .init("receipt", \.receipt), .init("description", \.description), .init("year", \.year), .init("price", \.price, .price()),
            .init("onBalance", \.onBalance), .init("status", \.status, .string(values: CopyStatus.codes)),
            .init("checkedOn", \.checkedOn, .date()), .init("writeOffAct", \.writeOffAct), .init("writeOffDate", \.writeOffDate, .date()),
        ])

    /// One page of the inventory book.
    public static let page = Schema<PageResource<InventoryBookEntryResource>>.page("InventoryBookPage", of: schema)
}
