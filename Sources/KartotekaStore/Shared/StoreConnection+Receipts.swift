import Foundation
import KartotekaCore

/// Receipts — the batches of the book of summary accounting — the same for both stores.
extension StoreConnection {
    private static var receiptColumns: String {
        """
        r.id, r.year, r.number, r.received_on, r.source, r.supplier, r.document_kind, r.document_number, r.document_date, r.note,
        r.is_open, r.created_at, r.updated_at
        """
    }

    private static func decodeReceipt(_ row: Row) throws(StoreError) -> ReceiptRecord {
        let document = AccompanyingDocument(kind: try row.parsed(6, AccompanyingDocumentKind.init(rawValue:)), number: row.text(7),
                                            date: try row.optionalDay(8))
        let receipt = Receipt(receivedOn: try row.day(3), source: try row.parsed(4, ReceiptSource.init(rawValue:)), supplier: row.text(5),
                              document: document, note: row.text(9))
        return ReceiptRecord(id: ReceiptID(try row.int64(0)), number: YearlyNumber(year: try row.int(1), number: try row.int(2)),
                             receipt: receipt, isOpen: try row.bool(10), createdAt: try row.instant(11), updatedAt: try row.instant(12))
    }

    /// The receipt with this number, with what it brought; throws ``AccountingError/receiptNotFound(_:)``.
    package func receiptRecord(_ number: YearlyNumber, lock: Bool = false) throws -> ReceiptRecord {
        guard var record = try first("""
            SELECT \(Self.receiptColumns) FROM receipts r WHERE r.year = \(Self.p(1)) AND r.number = \(Self.p(2))\(Self.lockClause(lock))
            """, number.year, number.number, map: { try Self.decodeReceipt($0) }) else { throw AccountingError.receiptNotFound(number) }
        record.tally = try receiptTally(number)
        return record
    }

    /// Every copy a batch brought, counted at the fund's values.
    private func receiptTally(_ number: YearlyNumber) throws -> FundTally {
        try first("""
            SELECT coalesce(sum(CASE WHEN c.on_balance THEN 1 ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN \(LedgerSQL.value) ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN 0 ELSE 1 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN 0 ELSE \(LedgerSQL.value) END), 0),
                   count(DISTINCT c.title_id)
            FROM \(LedgerSQL.valuedCopies) WHERE c.receipt_year = \(Self.p(1)) AND c.receipt_number = \(Self.p(2))
            """, number.year, number.number) { row in
            FundTally(onBalanceCopies: try row.int(0), onBalanceSum: Money(kopecks: try row.int64(1)), offBalanceCopies: try row.int(2),
                      offBalanceSum: Money(kopecks: try row.int64(3)), titles: try row.int(4))
        } ?? FundTally()
    }

    /// Receipts, newest first: of a year, the open ones, or all.
    package func receipts(_ receiptQuery: ReceiptQuery) throws -> [ReceiptRecord] {
        var filter = SQLFilter(Self.p)
        if let year = receiptQuery.year { filter.require(year) { "r.year = \($0)" } }
        if receiptQuery.openOnly { filter.require("r.is_open") }
        let page = filter.limit(receiptQuery.page)
        let records = try query("""
            SELECT \(Self.receiptColumns) FROM receipts r \(filter.whereClause)
            ORDER BY r.received_on DESC, r.year DESC, r.number DESC \(page)
            """, values: filter.values) { try Self.decodeReceipt($0) }
        return try records.map { record in
            var counted = record
            counted.tally = try receiptTally(record.number)
            return counted
        }
    }

    /// The receipts whose day falls in a period, in day and number order.
    package func receipts(in period: LedgerPeriod) throws -> [ReceiptRecord] {
        try query("""
            SELECT \(Self.receiptColumns) FROM receipts r WHERE r.received_on >= \(Self.p(1)) AND r.received_on <= \(Self.p(2))
            ORDER BY r.received_on, r.number
            """, values: [period.from.isoText, period.to.isoText]) { try Self.decodeReceipt($0) }
    }

    /// Enters a batch under `wanted` (its year's next number when `nil`), open for copies.
    package func addReceipt(_ receipt: Receipt, number wanted: YearlyNumber?, by account: String?, now: Int64) throws -> ReceiptRecord {
        try holdNumbering("receipts")
        let number = try wanted ?? YearlyNumber(year: receipt.receivedOn.year, number: nextNumber(in: "receipts", year: receipt.receivedOn.year))
        guard try first("SELECT 1 FROM receipts WHERE year = \(Self.p(1)) AND number = \(Self.p(2))", number.year, number.number,
                        map: { _ in true }) == nil else { throw AccountingError.receiptNumberTaken(number) }
        _ = try change("""
            INSERT INTO receipts (year, number, received_on, source, supplier, document_kind, document_number, document_date, note,
                                  is_open, created_by, created_at, updated_at)
            VALUES (\(Self.parameters(9)), TRUE, \(Self.p(10)), \(Self.p(11)), \(Self.p(11)))
            """, values: [number.year, number.number] + Self.receiptValues(receipt) + [account, now])
        return try receiptRecord(number)
    }

    /// Changes a batch's fields and whether it is open; its day stays within its number's year,
    /// and not after the day of an act that wrote off one of its copies (a copy leaves the fund
    /// after it came in). A closed batch that stays closed keeps what the accounts reported of it
    /// (its day, source, supplier and document): only its note changes; it is opened to correct them.
    package func updateReceipt(_ number: YearlyNumber, with receipt: Receipt, isOpen: Bool, now: Int64) throws -> ReceiptRecord {
        let current = try receiptRecord(number, lock: true)
        guard receipt.receivedOn.year == number.year else { throw AccountingError.receiptYearFixed(number) }
        var reported = receipt
        reported.note = current.receipt.note
        if !current.isOpen, !isOpen, reported != current.receipt { throw AccountingError.closedReceiptKept(number) }
        if receipt.receivedOn > current.receipt.receivedOn, let act = try first("""
            SELECT w.act_date FROM write_offs w JOIN write_off_items wi ON wi.write_off_id = w.id JOIN copies c ON c.id = wi.copy_id
            WHERE c.receipt_year = \(Self.p(1)) AND c.receipt_number = \(Self.p(2)) ORDER BY w.act_date LIMIT 1
            """, number.year, number.number, map: { try $0.day(0) }), receipt.receivedOn > act {
            throw AccountingError.receiptAfterWriteOff(number, act: act)
        }
        _ = try change("""
            UPDATE receipts SET received_on = \(Self.p(1)), source = \(Self.p(2)), supplier = \(Self.p(3)), document_kind = \(Self.p(4)),
                document_number = \(Self.p(5)), document_date = \(Self.p(6)), note = \(Self.p(7)), is_open = \(Self.p(8)),
                updated_at = \(Self.p(9))
            WHERE id = \(Self.p(10))
            """, values: Self.receiptValues(receipt) + [isOpen, now, current.id.rawValue])
        return try receiptRecord(number)
    }

    /// Removes a batch that brought no copies.
    package func deleteReceipt(_ number: YearlyNumber) throws {
        let current = try receiptRecord(number, lock: true)
        guard current.tally.copies == 0 else { throw AccountingError.receiptHasCopies(number, count: current.tally.copies) }
        _ = try change("DELETE FROM receipts WHERE id = \(Self.p(1))", values: [current.id.rawValue])
    }

    /// The next number of a year in a table of records numbered yearly (`receipts`, `write_offs`).
    package func nextNumber(in table: String, year: Int) throws -> Int {
        try first("SELECT coalesce(max(number), 0) + 1 FROM \(table) WHERE year = \(Self.p(1))", year) { try $0.int(0) } ?? 1
    }

    private static func receiptValues(_ receipt: Receipt) -> [any DatabaseValueConvertible] {
        [receipt.receivedOn.isoText, receipt.source.rawValue, receipt.supplier, receipt.document.kind.rawValue, receipt.document.number,
         receipt.document.date?.isoText, receipt.note]
    }
}
