import Foundation
import KartotekaCore

/// A library's statistics, the same SQL for both stores: the desk's loans, returns and visits,
/// readers served and registered, holds placed and loans overdue, counted by the database over a
/// period and keyed by a breakdown; the fund's movement from the book of summary accounting (the
/// main fund's: the textbook fund keeps a book of its own).
///
/// What the desk did is a reader's lending and taking back: the textbooks of a class set (handed
/// to a class for the year) are neither loans nor visits, and a loan that ended in a loss was not
/// returned. A loan is overdue when it was still out at the end of the period, or now when the
/// period is not over, and was due before that day.
extension StoreConnection {
    /// The statistics a query asks for at `now`; `calendar` turns instants into the library's days.
    package func statistics(_ asked: StatisticsQuery, calendar: LibraryCalendar, now: Date) throws -> StatisticsReport {
        let span = StatisticsSpan(asked.period, calendar: calendar)
        let end = StatisticsEnd(span, calendar: calendar, now: now)
        var rows: [StatisticsRow] = []
        if let grouping = asked.grouping {
            let names = grouping == .branch ? Dictionary(try query("SELECT code, name FROM branches", values: []) { ($0.text(0), $0.text(1)) },
                                                         uniquingKeysWith: { first, _ in first }) : [:]
            var figures = try figures(grouping, span, end)
            // «Учащийся» typed by one desk and «учащийся» by another are one category, as the loan rules have it.
            if grouping == .category { figures = StatisticsFigures.byCategory(figures) }
            let funds = try funds(grouping, asked.period, calendar: calendar)
            for key in funds.keys where figures[key] == nil {
                figures[key] = StatisticsFigures(newReaders: nil)
            }
            rows = figures.map { StatisticsRow(key: $0.key, name: names[$0.key], figures: $0.value, fund: funds[$0.key]) }
        }
        let total = try figures(nil, span, end)[""] ?? StatisticsFigures()
        let loansBySection = try deskCounts(.section, span).mapValues { $0.loans }
        let days = try query("""
            SELECT \(span.day), count(*) FROM (SELECT l.issued_at AS at FROM loans l
            WHERE l.issued_at >= \(Self.p(1)) AND l.issued_at < \(Self.p(2)) AND \(StatisticsSQL.readersOwn)) e GROUP BY \(span.day)
            """, values: [span.from, span.until]) { (Day(daysSinceEpoch: try $0.int(0)), try $0.int(1)) }
        let book = KSUReport(try ledgerFacts(asked.period, fund: .main, calendar: calendar))
        let fund = book.movement.last ?? KSUMovementLine(period: asked.period, start: FundTally(), received: FundTally(), writtenOff: FundTally())
        return StatisticsReport(query: asked, rows: rows, total: total, loansByDay: Dictionary(days, uniquingKeysWith: +),
                                loansBySection: Dictionary(uniqueKeysWithValues: loansBySection.compactMap { key, loans in
                                    BBKSection(rawValue: key).map { ($0, loans) }
                                }), fund: fund)
    }

    /// The fund's movement by the breakdown's key, where it can tell (by branch, by section):
    /// the fund at the start and at the end and what was received counted copy by copy, so what
    /// was written off is what the start and the receipts lack at the end.
    private func funds(_ grouping: StatisticsGrouping, _ period: LedgerPeriod,
                       calendar: LibraryCalendar) throws -> [String: KSUMovementLine] {
        guard grouping.countsFund, let key = StatisticsSQL.key(grouping) else { return [:] }
        return try fundMovement(period, in: .main, calendar: calendar, keyedBy: key)
    }

    /// Every figure, by the breakdown's key (`""` alone for the whole library).
    private func figures(_ grouping: StatisticsGrouping?, _ span: StatisticsSpan, _ end: StatisticsEnd) throws -> [String: StatisticsFigures] {
        var figures = try deskCounts(grouping, span).mapValues { desk in
            StatisticsFigures(loans: desk.loans, returns: desk.returns, visits: desk.visits, activeReaders: desk.readers, newReaders: nil)
        }
        for (key, holds) in try counts(grouping, """
            FROM holds h \(StatisticsSQL.joins(reader: "h.reader_id", title: "h.title_id", branch: "h.pickup_branch_id"))
            WHERE h.placed_at >= \(Self.p(1)) AND h.placed_at < \(Self.p(2))
            """, [span.from, span.until]) {
            figures[key, default: StatisticsFigures(newReaders: nil)].holdsPlaced = holds
        }
        for (key, overdue) in try !end.hasBegun ? [:] : counts(grouping, """
            FROM loans l LEFT JOIN copies c ON c.id = l.copy_id
            \(StatisticsSQL.joins(reader: "l.reader_id", title: "c.title_id", branch: "l.lent_branch_id"))
            WHERE l.issued_at < \(Self.p(1)) AND (l.returned_at IS NULL OR l.returned_at >= \(Self.p(1))) AND l.due_on <= \(Self.p(2))
            """, [end.instant, end.lastDueDay.isoText]) {
            figures[key, default: StatisticsFigures(newReaders: nil)].overdue = overdue
        }
        guard grouping?.countsNewReaders ?? true else { return figures }
        for (key, readers) in try counts(grouping, """
            FROM readers r WHERE r.registered_on >= \(Self.p(1)) AND r.registered_on <= \(Self.p(2))
            """, [span.period.from.isoText, span.period.to.isoText]) {
            figures[key, default: StatisticsFigures()].newReaders = readers
        }
        for key in figures.keys where figures[key]?.newReaders == nil {
            figures[key]?.newReaders = 0
        }
        return figures
    }

    /// Loans, returns, readers and visits by key: one pass over the period's lending and
    /// taking back, a visit being a reader's day with either.
    private func deskCounts(_ grouping: StatisticsGrouping?, _ span: StatisticsSpan) throws -> [String: DeskCounts] {
        let counts = try deskCounts(keyedBy: StatisticsSQL.key(grouping), span)
        return counts.filter { grouping == nil || $0.value.loans + $0.value.returns > 0 }
    }

    /// Who an event `e` was for: its reader, or the visitor mark its loan kept when it stopped
    /// naming them (see ``keepVisitorMark(ofReader:birth:where:_:)``).
    static var visitor: String { "coalesce(CAST(e.reader_id AS TEXT), 'v:' || e.visitor)" }

    /// Loans, returns, readers and visits by `key`, an expression over the event `e` (its
    /// `in_library` loans among them), its reader `r`, title `t` and branch `b`; `nil`: all under `""`.
    func deskCounts(keyedBy key: String?,
                            _ span: StatisticsSpan) throws -> [String: DeskCounts] {
        let rows = try query("""
            SELECT \(key ?? "''"), coalesce(sum(CASE WHEN e.kind = 1 THEN 1 ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN e.kind = 2 THEN 1 ELSE 0 END), 0), count(DISTINCT \(Self.visitor)),
                   count(DISTINCT \(Self.visitor) || ':' || CAST(\(span.day) AS TEXT)),
                   coalesce(sum(CASE WHEN e.kind = 1 AND e.in_library THEN 1 ELSE 0 END), 0)
            FROM (SELECT 1 AS kind, l.reader_id AS reader_id, l.issued_at AS at, l.lent_branch_id AS branch_id, c.title_id AS title_id,
                         l.in_library AS in_library, l.visitor AS visitor, l.reader_birth_year AS kept_birth
                  FROM loans l LEFT JOIN copies c ON c.id = l.copy_id
                  WHERE l.issued_at >= \(Self.p(1)) AND l.issued_at < \(Self.p(2)) AND \(StatisticsSQL.readersOwn)
                  UNION ALL
                  SELECT 2, l.reader_id, l.returned_at, l.returned_branch_id, c.title_id, l.in_library, l.visitor, l.reader_birth_year
                  FROM loans l LEFT JOIN copies c ON c.id = l.copy_id
                  WHERE l.returned_at >= \(Self.p(1)) AND l.returned_at < \(Self.p(2)) AND \(StatisticsSQL.readersOwn)
                        AND \(StatisticsSQL.notLost) AND \(StatisticsSQL.backAtADesk)) e
            \(StatisticsSQL.joins(reader: "e.reader_id", title: "e.title_id", branch: "e.branch_id"))
            \(key.map { "GROUP BY \($0)" } ?? "")
            """, values: [span.from, span.until]) { row in
            (row.text(0), DeskCounts(loans: try row.int(1), returns: try row.int(2), readers: try row.int(3), visits: try row.int(4),
                                     inLibrary: try row.int(5)))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// `count(*)` of the rows `from` (a FROM … WHERE … over `r`, `t`, `b`) chooses, by key.
    private func counts(_ grouping: StatisticsGrouping?, _ from: String, _ values: [any DatabaseValueConvertible]) throws -> [String: Int] {
        let key = StatisticsSQL.key(grouping)
        let rows = try query("SELECT \(key ?? "''"), count(*) \(from) \(key.map { "GROUP BY \($0)" } ?? "")", values: values) {
            ($0.text(0), try $0.int(1))
        }
        return Dictionary(rows.filter { grouping == nil || $0.1 > 0 }, uniquingKeysWith: +)
    }
}

/// What the desk did, counted: copies lent and taken back, readers, visits (a reader's day), and
/// the loans read in the library.
struct DeskCounts {
    let loans: Int
    let returns: Int
    let readers: Int
    let visits: Int
    let inLibrary: Int
}

/// The period as the statistics' SQL reads it: its instants and the expression of an event's day.
struct StatisticsSpan {
    /// The first instant of the period's first day.
    let from: Int64
    /// The first instant after its last day.
    let until: Int64
    /// The library day of `e.at`.
    let day: String
    /// The period itself.
    let period: LedgerPeriod

    /// The span of a period's days in the library's calendar.
    init(_ period: LedgerPeriod, calendar: LibraryCalendar) {
        let from = calendar.instant(of: period.from)
        let until = calendar.instant(of: period.to.adding(days: 1))
        self.from = Int64(from.timeIntervalSince1970)
        self.until = Int64(until.timeIntervalSince1970)
        day = StatisticsSQL.day(of: "e.at", calendar: calendar, from: from, until: until)
        self.period = period
    }
}
