import KartotekaValues

extension ReplacementLedgerResource: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource>.resource(
        "ReplacementLedger", "Books accepted from readers instead of lost ones in a period (Order 590, appendix 4).",
        [.init("from", \.from, .date()), .init("to", \.to, .date()), .init("lines", \.lines)])
}

extension ReplacementLedgerResource.Line: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource.Line>.resource(nil, nil, [
        .init("lossId", \.lossId, .id), .init("date", \.date, .date()), .init("readerName", \.readerName),
        .init("ticketNumber", \.ticketNumber), .init("lost", \.lost), .init("accepted", \.accepted), .init("note", \.note),
    ])
}

extension ReplacementLedgerResource.Book: SchemaDescribed {
    public static let schema = Schema<ReplacementLedgerResource.Book>.resource(nil, nil, [
        .init("inventoryNumber", \.inventoryNumber), .init("description", \.description), .init("year", \.year),
        .init("price", \.price, .price()),
    ])
}
