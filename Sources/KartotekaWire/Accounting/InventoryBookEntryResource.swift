import KartotekaValues

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
