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
        var filter = SQLFilter(Self.p)
        if let from = bookQuery.receivedFrom {
            let (day, instant) = (filter.bind(from.isoText), filter.bind(Int64(calendar.instant(of: from).timeIntervalSince1970)))
            filter.require("(\(LedgerSQL.receivedDay) >= \(day) OR (\(LedgerSQL.receivedDay) IS NULL AND c.created_at >= \(instant)))")
        }
        if let to = bookQuery.receivedTo {
            let (day, instant) = (filter.bind(to.isoText), filter.bind(Int64(calendar.instant(of: to.adding(days: 1)).timeIntervalSince1970)))
            filter.require("(\(LedgerSQL.receivedDay) <= \(day) OR (\(LedgerSQL.receivedDay) IS NULL AND c.created_at < \(instant)))")
        }
        if let branch = bookQuery.branch { filter.require(try branchID(branch).rawValue) { "c.home_branch_id = \($0)" } }
        if let receipt = bookQuery.receipt {
            let (year, number) = (filter.bind(receipt.year), filter.bind(receipt.number))
            filter.require("c.receipt_year = \(year) AND c.receipt_number = \(number)")
        }
        let page = try pageOfNumbers(bookQuery, filter: filter)
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
    private func pageOfNumbers(_ bookQuery: InventoryBookQuery, filter: SQLFilter) throws -> [Int64] {
        let key = Self.inventoryKey("c.inventory_number")
        let range = InventoryKeyRange(from: bookQuery.inventoryFrom, to: bookQuery.inventoryTo)
        let wanted = bookQuery.page.limit + 1
        var plain = filter
        plain.require(InventoryKey.firstOtherThanNumber) { "\(key) < \($0)" }
        if let lower = range.lowerKey { plain.require(lower) { "\(key) >= \($0)" } }
        if let upper = range.upperKey { plain.require(upper) { "\(key) <= \($0)" } }
        let counted = plain
        let limit = plain.limit(bookQuery.page)
        let numbers = try query("""
            SELECT c.id FROM \(LedgerSQL.valuedCopies) \(plain.whereClause) ORDER BY \(key), c.inventory_number \(limit)
            """, values: plain.values) { try $0.int64(0) }
        guard numbers.count < wanted else { return numbers }
        let skipped = numbers.isEmpty && bookQuery.page.offset > 0
            ? try query("SELECT count(*) FROM \(LedgerSQL.valuedCopies) \(counted.whereClause)", values: counted.values) { try $0.int(0) }.first ?? 0
            : bookQuery.page.offset
        var other = filter
        other.require(InventoryKey.firstOtherThanNumber) { "\(key) >= \($0)" }
        if let upper = range.upperKey { other.require(upper) { "\(key) <= \($0)" } }
        let others = try query("SELECT c.id, c.inventory_number FROM \(LedgerSQL.valuedCopies) \(other.whereClause)", values: other.values) {
            (id: try $0.int64(0), number: InventoryNumber(unchecked: $0.text(1)))
        }
            .filter { range.contains($0.number) }
            .sorted { $0.number < $1.number }
        return numbers + others.dropFirst(bookQuery.page.offset - skipped).prefix(wanted - numbers.count).map(\.id)
    }
}
