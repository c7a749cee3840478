import Foundation
import KartotekaCore

/// The new-arrivals bulletin, the same SQL for both stores.
extension StoreConnection {
    /// The copies that entered the main fund in a period (as the book of summary accounting counts
    /// receipts), each with its title: the bulletin of new arrivals.
    package func newArrivals(_ period: LedgerPeriod, calendar: LibraryCalendar) throws -> NewArrivalsBulletin {
        let from = Int64(calendar.instant(of: period.from).timeIntervalSince1970)
        let until = Int64(calendar.instant(of: period.to.adding(days: 1)).timeIntervalSince1970)
        let arrivals = try query("""
            SELECT \(TitleColumns.select), c.inventory_number FROM \(LedgerSQL.valuedCopies)
            WHERE \(LedgerSQL.accounted) AND \(LedgerSQL.inFund(.main)) AND \(LedgerSQL.receivedBetween { Self.p($0) })
            """, values: [period.from.isoText, period.to.isoText, from, until]) { row in
            (title: try TitleColumns.decode(row), copy: InventoryNumber(unchecked: row.text(TitleColumns.count)))
        }
        // A textbook is described with its grades, as its card is.
        let textbooks = Set(arrivals.filter { $0.title.title.documentKind == .textbook }.map(\.title.id))
        let cards = textbooks.isEmpty ? [] : try cards(where: "TRUE", []).filter { textbooks.contains($0.titleID) }
        let grades = Dictionary(uniqueKeysWithValues: cards.compactMap { card in card.grades.map { (card.titleID, $0) } })
        return NewArrivalsBulletin(period: period, arrivals: arrivals, grades: grades)
    }
}
