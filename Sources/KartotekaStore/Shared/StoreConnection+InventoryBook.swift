import Foundation
import KartotekaCore

/// The inventory book — every copy in the natural order of inventory numbers, as every list of
/// copies is ordered (``NaturalSortKey``: `2` before `10`, `У1-2` before `У1-10`, numbers before
/// other numbers) — the same for both stores.
extension StoreConnection {
    /// A page of the inventory book; `calendar` places a copy that has no receipt day on the day
    /// it was catalogued. The page's copies are found by number first (``pageOfNumbers``); then
    /// their lines are read whole.
    package func inventoryBook(_ bookQuery: InventoryBookQuery, calendar: LibraryCalendar) throws -> [InventoryBookEntry] {
        var conditions: [String] = []
        var values: [any DatabaseValueConvertible] = []
        func bind(_ value: any DatabaseValueConvertible) -> String {
            values.append(value)
            return Self.p(values.count)
        }
        if let from = bookQuery.receivedFrom {
            let instant = Int64(calendar.instant(of: from).timeIntervalSince1970)
            conditions.append("""
                (\(LedgerSQL.receivedDay) >= \(bind(from.isoText)) OR (\(LedgerSQL.receivedDay) IS NULL AND c.created_at >= \(bind(instant))))
                """)
        }
        if let to = bookQuery.receivedTo {
            let instant = Int64(calendar.instant(of: to.adding(days: 1)).timeIntervalSince1970)
            conditions.append("""
                (\(LedgerSQL.receivedDay) <= \(bind(to.isoText)) OR (\(LedgerSQL.receivedDay) IS NULL AND c.created_at < \(bind(instant))))
                """)
        }
        if let branch = bookQuery.branch { conditions.append("c.home_branch_id = \(bind(try branchID(branch).rawValue))") }
        if let receipt = bookQuery.receipt {
            conditions.append("c.receipt_year = \(bind(receipt.year)) AND c.receipt_number = \(bind(receipt.number))")
        }
        let page = try pageOfNumbers(bookQuery, conditions: conditions, values: values)
        guard !page.isEmpty else { return [] }
        let first = TitleColumns.count
        let lines = try query("""
            SELECT \(TitleColumns.select), c.inventory_number, \(LedgerSQL.receivedDay), c.created_at, r.year, r.number,
                   coalesce(wi.price_kopecks, c.price_kopecks, t.price_kopecks), c.on_balance, c.status, c.checked_on,
                   c.write_off_reference, w.year, w.number, w.act_date, c.id
            FROM \(LedgerSQL.valuedCopies) LEFT JOIN write_offs w ON w.id = wi.write_off_id
            WHERE c.id IN \(Self.idList(Self.p(1)))
            """, values: [Self.idListValue(page)]) { row in
            let title = try TitleColumns.decode(row)
            return (id: try row.int64(first + 13), line: InventoryBookEntry(
                inventoryNumber: InventoryNumber(unchecked: row.text(first)), titleID: title.id,
                receivedOn: try row.optionalDay(first + 1) ?? calendar.day(of: try row.instant(first + 2)),
                receipt: try row.optionalInt(first + 3).map { YearlyNumber(year: $0, number: try row.int(first + 4)) },
                description: title.title.shortDescription, year: title.title.year,
                price: try row.optionalInt64(first + 5).map(Money.init(kopecks:)), onBalance: try row.bool(first + 6),
                status: try row.parsed(first + 7, CopyStatus.init(rawValue:)), checkedOn: try row.optionalDay(first + 8),
                writeOff: try CopyColumns.writeOff(row, reference: first + 9, act: first + 10)))
        }
        let byID = Dictionary(lines.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
        return page.compactMap { byID[$0] }
    }
    /// The ids of a page of the copies `conditions` keep, in the natural order of their numbers,
    /// with one more when there are more. Plain numbers come first in that order, and their order
    /// is the index's (``inventoryKey``), so a page among them is read by the index; the other
    /// numbers (`У1-10`, usually few) are read whole and put in order here.
    private func pageOfNumbers(_ bookQuery: InventoryBookQuery, conditions: [String],
                               values: [any DatabaseValueConvertible]) throws -> [Int64] {
        let key = Self.inventoryKey("c.inventory_number")
        let (from, to) = (bookQuery.inventoryFrom, bookQuery.inventoryTo)
        let wanted = bookQuery.page.limit + 1
        var numeric = conditions + ["\(key) < '1'"]
        var numericValues = values
        func bind(_ value: any DatabaseValueConvertible) -> String {
            numericValues.append(value)
            return Self.p(numericValues.count)
        }
        if let from { numeric.append("\(key) >= \(bind(InventoryKey.of(from)))") }
        if let to { numeric.append("\(key) <= \(bind(InventoryKey.of(to)))") }
        let numericFilter = "FROM \(LedgerSQL.valuedCopies) WHERE " + numeric.joined(separator: " AND ")
        let numbers = try query("""
            SELECT c.id \(numericFilter) ORDER BY \(key), c.inventory_number LIMIT \(bind(wanted)) OFFSET \(bind(bookQuery.page.offset))
            """, values: numericValues) { try $0.int64(0) }
        guard numbers.count < wanted else { return numbers }
        let skipped = numbers.isEmpty && bookQuery.page.offset > 0
            ? try query("SELECT count(*) \(numericFilter)", values: Array(numericValues.dropLast(2))) { try $0.int(0) }.first ?? 0
            : bookQuery.page.offset
        let (low, high) = (from.map { NaturalSortKey($0) }, to.map { NaturalSortKey($0) })
        let others = try query("""
            SELECT c.id, c.inventory_number FROM \(LedgerSQL.valuedCopies) WHERE \((conditions + ["\(key) >= '1'"]).joined(separator: " AND "))
            """, values: values) { (id: try $0.int64(0), key: NaturalSortKey($0.text(1))) }
            .filter { copy in (low.map { copy.key >= $0 } ?? true) && (high.map { copy.key <= $0 } ?? true) }
            .sorted { $0.key < $1.key }
        return numbers + others.dropFirst(bookQuery.page.offset - skipped).prefix(wanted - numbers.count).map(\.id)
    }
}
