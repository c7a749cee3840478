import KartotekaCore

// Looking something up that may not be there, inside a transaction: "not found" is `nil`, and
// any other failure still throws, so it is never taken for "not found".
extension StoreConnection {
    /// The reader with this ticket, if there is one.
    package func existingReaderRecord(_ ticketNumber: TicketNumber) throws -> ReaderRecord? {
        do { return try readerRecord(ticketNumber) } catch ReaderError.readerNotFound { return nil }
    }

    /// The copy with this inventory number, if there is one.
    package func existingCopyRecord(_ inventoryNumber: InventoryNumber) throws -> CopyRecord? {
        do { return try copyRecord(inventoryNumber) } catch CatalogError.copyNotFound { return nil }
    }

    /// The copy with this barcode, if there is one.
    package func copyRecord(barcode: String) throws -> CopyRecord? {
        try first("SELECT \(CopyColumns.select) FROM copies c WHERE c.barcode = \(Self.p(1))", barcode) { try CopyColumns.decode($0) }
    }
}
