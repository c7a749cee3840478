import KartotekaCore

/// What the reader-first desk needs to know of a scanned text, read in one go.
extension StoreConnection {
    /// Whether `serving` is a reader, and which copy (by inventory number, else barcode) and
    /// which reader (by ticket) the text names, if any: one round trip on PostgreSQL.
    package func deskLookup(_ text: String, serving: TicketNumber?) throws -> DeskLookup {
        let number = try? InventoryNumber(validating: text)
        let ticket = try? TicketNumber(validating: text)
        let barcode = !text.isEmpty && text.count <= FieldLimits.barcode ? text : nil
        var lookup = DeskLookup()
        var queries: [BatchedQuery<Row>] = []
        if let serving {
            queries.append(BatchedQuery("SELECT 1 FROM readers WHERE ticket_number = \(Self.p(1))", [serving.rawValue]) { _ in
                lookup.servingExists = true
            })
        }
        // A copy's row is locked, then read: whether it is out is what the desk decides on.
        let copyQuery = """
            SELECT c.inventory_number, EXISTS (SELECT 1 FROM loans l WHERE l.copy_id = c.id AND l.returned_at IS NULL),
                (SELECT l.issued_at FROM loans l JOIN readers r ON r.id = l.reader_id
                 WHERE l.copy_id = c.id AND l.returned_at IS NULL AND r.ticket_number = \(Self.p(2)))
            FROM copies c WHERE c.%@ = \(Self.p(1))
            """
        if let number {
            if let lock = Self.lockStatement("copies", where: "inventory_number") { queries.append(BatchedQuery(lock, [number.rawValue]) { _ in }) }
            queries.append(BatchedQuery(copyQuery.replacingOccurrences(of: "%@", with: "inventory_number"), [number.rawValue, serving?.rawValue]) {
                lookup.copyByNumber = (InventoryNumber(unchecked: $0.text(0)), try $0.bool(1), try $0.optionalInt64(2))
            })
        }
        if let barcode {
            if let lock = Self.lockStatement("copies", where: "barcode") { queries.append(BatchedQuery(lock, [barcode]) { _ in }) }
            queries.append(BatchedQuery(copyQuery.replacingOccurrences(of: "%@", with: "barcode"), [barcode, serving?.rawValue]) {
                lookup.copyByBarcode = (InventoryNumber(unchecked: $0.text(0)), try $0.bool(1), try $0.optionalInt64(2))
            })
        }
        if let ticket {
            queries.append(BatchedQuery("SELECT ticket_number FROM readers WHERE ticket_number = \(Self.p(1))", [ticket.rawValue]) {
                lookup.readerByTicket = TicketNumber(unchecked: $0.text(0))
            })
        }
        if !queries.isEmpty { try batch(queries) }
        return lookup
    }
}

/// What a scanned text names in the library (``StoreConnection/deskLookup(_:serving:)``).
package struct DeskLookup {
    /// Whether the reader at the desk is still a reader of the library.
    package var servingExists = false
    /// The copy whose inventory number the text is, whether it is out (read locked), and when it
    /// was lent to the reader at the desk if it is out to them (seconds).
    package var copyByNumber: (number: InventoryNumber, onLoan: Bool, lentToServingAt: Int64?)?
    /// The copy whose barcode the text is, as ``copyByNumber``.
    package var copyByBarcode: (number: InventoryNumber, onLoan: Bool, lentToServingAt: Int64?)?

    /// Whether the copy with this inventory number, as read, is out.
    package func isOnLoan(_ copy: InventoryNumber) -> Bool? {
        [copyByNumber, copyByBarcode].compactMap { $0 }.first { $0.number == copy }?.onLoan
    }
    /// When the copy with this inventory number, as read, was lent to the reader at the desk;
    /// `nil` when it is not out to them (or was not read).
    package func lentToServingAt(_ copy: InventoryNumber) -> Int64? {
        [copyByNumber, copyByBarcode].compactMap { $0 }.first { $0.number == copy }?.lentToServingAt
    }
    /// The reader whose ticket the text is.
    package var readerByTicket: TicketNumber?
}
