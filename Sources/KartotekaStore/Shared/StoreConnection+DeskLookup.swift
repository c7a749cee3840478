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
        // A copy's row is locked, then read: whether it is out is what the desk decides on; its last
        // loan taken back `lr` (read once): when, whether in the reading room, whether the reader's at the desk.
        let copyQuery = """
            SELECT c.inventory_number, EXISTS (SELECT 1 FROM loans l WHERE l.copy_id = c.id AND l.returned_at IS NULL),
                (SELECT l.issued_at FROM loans l JOIN readers r ON r.id = l.reader_id
                 WHERE l.copy_id = c.id AND l.returned_at IS NULL AND r.ticket_number = \(Self.p(2))),
                lr.returned_at, lr.in_library, CASE WHEN rr.ticket_number = \(Self.p(2)) THEN TRUE ELSE FALSE END
            FROM copies c
            LEFT JOIN loans lr ON lr.id = (SELECT l.id FROM loans l WHERE l.copy_id = c.id AND l.returned_at IS NOT NULL
                                           ORDER BY l.returned_at DESC, l.id DESC LIMIT 1)
            LEFT JOIN readers rr ON rr.id = lr.reader_id
            WHERE c.%@ = \(Self.p(1))
            """
        let copyRead = { (row: Row) throws -> DeskLookup.Copy in
            let returnedAt = try row.optionalInt64(3)
            return DeskLookup.Copy(number: InventoryNumber(unchecked: row.text(0)), onLoan: try row.bool(1), lentToServingAt: try row.optionalInt64(2),
                                   lastReturn: try returnedAt.map { (at: $0, inLibrary: try row.bool(4), byServing: try row.bool(5)) })
        }
        if let number {
            if let lock = Self.lockStatement("copies", where: "inventory_number") { queries.append(BatchedQuery(lock, [number.rawValue]) { _ in }) }
            queries.append(BatchedQuery(copyQuery.replacingOccurrences(of: "%@", with: "inventory_number"), [number.rawValue, serving?.rawValue]) {
                lookup.copyByNumber = try copyRead($0)
            })
        }
        if let barcode {
            if let lock = Self.lockStatement("copies", where: "barcode") { queries.append(BatchedQuery(lock, [barcode]) { _ in }) }
            queries.append(BatchedQuery(copyQuery.replacingOccurrences(of: "%@", with: "barcode"), [barcode, serving?.rawValue]) {
                lookup.copyByBarcode = try copyRead($0)
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
    /// A copy a scanned text names, as read.
    package struct Copy {
        /// Its inventory number.
        package var number: InventoryNumber
        /// Whether it is out (read locked).
        package var onLoan: Bool
        /// When it was lent to the reader at the desk, if it is out to them (seconds).
        package var lentToServingAt: Int64?
        /// When it was last taken back (seconds), whether that loan was read in the library, and
        /// whether it was the reader's at the desk.
        package var lastReturn: (at: Int64, inLibrary: Bool, byServing: Bool)?
    }

    /// The copy whose inventory number the text is.
    package var copyByNumber: Copy?
    /// The copy whose barcode the text is.
    package var copyByBarcode: Copy?

    /// The copy with this inventory number, as read; `nil` when it was not read (a copy card's).
    package func copy(_ copy: InventoryNumber) -> Copy? {
        [copyByNumber, copyByBarcode].compactMap { $0 }.first { $0.number == copy }
    }
    /// The reader whose ticket the text is.
    package var readerByTicket: TicketNumber?
}
