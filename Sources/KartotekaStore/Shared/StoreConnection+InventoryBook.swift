import Foundation
import KartotekaCore

/// The inventory book — every copy in the natural order of inventory numbers, as every list of
/// copies is ordered (``NaturalSortKey``: `2` before `10`, `У1-2` before `У1-10`, numbers before
/// other numbers) — the same for both stores.
extension StoreConnection {
    /// A page of the inventory book; `calendar` places a copy that has no receipt day on the day
    /// it was catalogued. The copies the filter keeps are read by number first and put in order
    /// here (a range of numbers taken in that order too); then the page's lines are read whole.
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
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let (from, to) = (bookQuery.inventoryFrom.map { NaturalSortKey($0) }, bookQuery.inventoryTo.map { NaturalSortKey($0) })
        let numbered = try query("SELECT c.id, c.inventory_number FROM \(LedgerSQL.valuedCopies) \(filter)", values: values) {
            (id: try $0.int64(0), key: NaturalSortKey($0.text(1)))
        }.filter { copy in (from.map { copy.key >= $0 } ?? true) && (to.map { copy.key <= $0 } ?? true) }
        let page = numbered.sorted { $0.key < $1.key }.dropFirst(bookQuery.page.offset).prefix(bookQuery.page.limit + 1).map(\.id)
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
}
