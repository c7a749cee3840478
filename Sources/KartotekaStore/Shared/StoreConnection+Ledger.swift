import Foundation
import KartotekaCore

/// What the book of summary accounting is made from, the same for both stores: the fund counted
/// copy by copy on a day, the copies that entered it in a period, the period's batches and acts.
extension StoreConnection {
    /// The facts of a period in one fund (the textbooks, or all but them); `calendar` places a
    /// copy that has no receipt day on the day it was catalogued. A batch is the fund's when it
    /// brought the fund's copies (an empty one the main fund's), an act's lines are the fund's copies.
    package func ledgerFacts(_ period: LedgerPeriod, fund ledger: LedgerFund, calendar: LibraryCalendar) throws -> LedgerFacts {
        let withoutAct = try first("""
            SELECT count(*) FROM copies c JOIN titles t ON t.id = c.title_id LEFT JOIN write_off_items wi ON wi.copy_id = c.id
            WHERE c.status = 'written_off' AND wi.id IS NULL AND \(LedgerSQL.inFund(ledger))
            """, map: { try $0.int(0) }) ?? 0
        let received = try copiesReceived(in: period, fund: ledger, calendar: calendar)
        let batches = Set(received.compactMap(\.receipt))
        let stocked = Set(try query("SELECT DISTINCT receipt_year, receipt_number FROM copies WHERE receipt_year IS NOT NULL", values: []) {
            YearlyNumber(year: try $0.int(0), number: try $0.int(1))
        })
        let receipts = try receipts(in: period).filter { batches.contains($0.number) || (ledger == .main && !stocked.contains($0.number)) }
        let textbooks = Set(try query("SELECT id FROM titles WHERE document_kind = 'textbook'", values: []) { TitleID(try $0.int64(0)) })
        let acts = try writeOffs(in: period).compactMap { act -> WriteOffRecord? in
            var kept = act
            kept.items = act.items.filter { item in (item.titleID.map(textbooks.contains) ?? false) == (ledger == .textbooks) }
            return kept.items.isEmpty ? nil : kept
        }
        return LedgerFacts(period: period, start: try fund(before: period.from, in: ledger, calendar: calendar),
                           end: try fund(before: period.to.adding(days: 1), in: ledger, calendar: calendar),
                           received: received, receipts: receipts, acts: acts, writtenOffWithoutAct: withoutAct)
    }

    /// The fund as `day` starts: copies received before it and not written off before it.
    package func fund(before day: Day, in ledger: LedgerFund, calendar: LibraryCalendar) throws -> FundTally {
        try funds(before: day, in: ledger, calendar: calendar)[""] ?? FundTally()
    }

    /// The fund as `day` starts — one fund's, or (`nil`) the whole library's — by `key`: an
    /// expression over the copy `c`, its title `t` and its own branch `b` (`nil`: the whole fund, under `""`).
    package func funds(before day: Day, in ledger: LedgerFund?, calendar: LibraryCalendar, keyedBy key: String? = nil) throws -> [String: FundTally] {
        let instant = Int64(calendar.instant(of: day).timeIntervalSince1970)
        return try tallies(key, """
            FROM \(LedgerSQL.valuedCopies) LEFT JOIN write_offs w ON w.id = wi.write_off_id LEFT JOIN branches b ON b.id = c.home_branch_id
            WHERE \(LedgerSQL.accounted)\(ledger.map { " AND " + LedgerSQL.inFund($0) } ?? "")
              AND (\(LedgerSQL.receivedDay) < \(Self.p(1)) OR (\(LedgerSQL.receivedDay) IS NULL AND c.created_at < \(Self.p(2))))
              AND (w.id IS NULL OR w.act_date >= \(Self.p(1)))
            """, [day.isoText, instant])
    }

    /// The copies that entered one fund (or, `nil`, the library's) in a period (those written off
    /// since too), counted by `key` as ``funds(before:in:calendar:keyedBy:)`` keys them.
    package func fundsReceived(in period: LedgerPeriod, fund ledger: LedgerFund?, calendar: LibraryCalendar,
                               keyedBy key: String?) throws -> [String: FundTally] {
        let from = Int64(calendar.instant(of: period.from).timeIntervalSince1970)
        let until = Int64(calendar.instant(of: period.to.adding(days: 1)).timeIntervalSince1970)
        return try tallies(key, """
            FROM \(LedgerSQL.valuedCopies) LEFT JOIN branches b ON b.id = c.home_branch_id
            WHERE \(LedgerSQL.accounted)\(ledger.map { " AND " + LedgerSQL.inFund($0) } ?? "") AND \(LedgerSQL.receivedBetween { Self.p($0) })
            """, [period.from.isoText, period.to.isoText, from, until])
    }

    /// The fund's movement in a period by `key` (as ``funds(before:in:calendar:keyedBy:)`` keys it):
    /// the fund at the start and at the end and what was received counted copy by copy, so what
    /// was written off is what the start and the receipts lack at the end.
    package func fundMovement(_ period: LedgerPeriod, in ledger: LedgerFund?, calendar: LibraryCalendar,
                              keyedBy key: String) throws -> [String: KSUMovementLine] {
        let start = try funds(before: period.from, in: ledger, calendar: calendar, keyedBy: key)
        let end = try funds(before: period.to.adding(days: 1), in: ledger, calendar: calendar, keyedBy: key)
        let received = try fundsReceived(in: period, fund: ledger, calendar: calendar, keyedBy: key)
        let keys = Set(start.keys).union(end.keys).union(received.keys)
        return Dictionary(uniqueKeysWithValues: keys.map { key in
            let (first, came, last) = (start[key] ?? FundTally(), received[key] ?? FundTally(), end[key] ?? FundTally())
            return (key, KSUMovementLine(period: period, start: first, received: came, writtenOff: first.adding(came).subtracting(last)))
        })
    }

    /// Copies and sums, on the balance and off it, of the copies `from` (a FROM … WHERE … over
    /// ``LedgerSQL/valuedCopies``) chooses, by `key`.
    private func tallies(_ key: String?, _ from: String, _ values: [any DatabaseValueConvertible]) throws -> [String: FundTally] {
        let rows = try query("""
            SELECT \(key ?? "''"),
                   coalesce(sum(CASE WHEN c.on_balance THEN 1 ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN \(LedgerSQL.value) ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN 0 ELSE 1 END), 0),
                   coalesce(sum(CASE WHEN c.on_balance THEN 0 ELSE \(LedgerSQL.value) END), 0)
            \(from) \(key.map { "GROUP BY \($0)" } ?? "")
            """, values: values) { row in
            (row.text(0), FundTally(onBalanceCopies: try row.int(1), onBalanceSum: Money(kopecks: try row.int64(2)),
                                    offBalanceCopies: try row.int(3), offBalanceSum: Money(kopecks: try row.int64(4))))
        }
        return Dictionary(rows, uniquingKeysWith: { $0.adding($1) })
    }

    /// The copies that entered the fund in a period (those written off since too).
    private func copiesReceived(in period: LedgerPeriod, fund ledger: LedgerFund, calendar: LibraryCalendar) throws -> [LedgerCopy] {
        let from = Int64(calendar.instant(of: period.from).timeIntervalSince1970)
        let until = Int64(calendar.instant(of: period.to.adding(days: 1)).timeIntervalSince1970)
        return try query("""
            SELECT c.title_id, r.year, r.number, \(LedgerSQL.receivedDay), c.created_at, \(LedgerSQL.value), c.on_balance, c.document_type,
                   t.bbk
            FROM \(LedgerSQL.valuedCopies)
            WHERE \(LedgerSQL.accounted) AND \(LedgerSQL.inFund(ledger)) AND \(LedgerSQL.receivedBetween { Self.p($0) })
            """, values: [period.from.isoText, period.to.isoText, from, until]) { row in
            LedgerCopy(titleID: TitleID(try row.int64(0)),
                       receipt: try row.optionalInt(1).map { YearlyNumber(year: $0, number: try row.int(2)) },
                       receivedOn: try row.optionalDay(3) ?? calendar.day(of: try row.instant(4)), price: Money(kopecks: try row.int64(5)),
                       onBalance: try row.bool(6), documentType: try row.parsed(7, DocumentType.init(rawValue:)),
                       section: BBKSection(bbk: row.text(8)))
        }
    }
}
