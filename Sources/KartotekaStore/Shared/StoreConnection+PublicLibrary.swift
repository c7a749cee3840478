import Foundation
import KartotekaCore

/// 6-НК and the daily register, the same SQL for both stores: the desk's loans and returns
/// counted as the statistics count them (a visit is a reader's day at a desk), keyed by branch,
/// day and the reader's age group; the fund from the book of summary accounting's own counting.
extension StoreConnection {
    /// 6-НК of a period for every branch (by the branch where lent or taken back) and their sum.
    /// The users are the readers served in the period, and those registered in it who borrowed
    /// nothing yet (at the main branch: a reader belongs to no branch).
    package func publicLibraryReturns(_ period: LedgerPeriod, calendar: LibraryCalendar) throws -> PublicLibraryReturns {
        let span = StatisticsSpan(period, calendar: calendar)
        let registered = try registeredWithoutService(span)
        let main = try first("SELECT code FROM branches WHERE is_main", map: { $0.text(0) }) ?? ""
        let branch = "coalesce(b.code, '')"
        let counts = try deskCounts(keyedBy: "\(branch) || '|' || \(Self.ageGroup(on: ReaderAgeGroup.referenceDay(of: period)))", span)
        let unknown = try deskCounts(keyedBy: "\(branch) || '|' || CASE WHEN \(Self.noBirth) THEN 'none' ELSE 'some' END", span)
        let funds = try fundMovement(period, in: nil, calendar: calendar, keyedBy: "coalesce(b.code, '')")
        var names = Dictionary(try query("SELECT code, name FROM branches", values: []) { ($0.text(0), $0.text(1)) },
                               uniquingKeysWith: { first, _ in first })
        for key in counts.keys { names[String(key.split(separator: "|", omittingEmptySubsequences: false)[0]), default: ""] += "" }
        let empty = KSUMovementLine(period: period, start: FundTally(), received: FundTally(), writtenOff: FundTally())
        let returns = names.map { code, name in
            var byAge: [ReaderAgeGroup: PublicLibraryFigures] = [:]
            let joined = code == main ? registered : [:]
            for group in ReaderAgeGroup.allCases {
                let desk = counts["\(code)|\(group.rawValue)"]
                guard desk != nil || joined[group.rawValue] != nil else { continue }
                byAge[group] = PublicLibraryFigures(users: (desk?.readers ?? 0) + (joined[group.rawValue] ?? 0), visits: desk?.visits ?? 0,
                                                    loans: desk?.loans ?? 0)
            }
            return PublicLibraryReturn(branch: code, name: name, byAge: byAge,
                                       withoutBirthDate: (unknown["\(code)|none"]?.readers ?? 0) + (joined["none"] ?? 0), fund: funds[code] ?? empty)
        }
        // The network's users counted over it whole: a reader served at two branches is one user.
        let whole = try deskCounts(keyedBy: Self.ageGroup(on: ReaderAgeGroup.referenceDay(of: period)), span)
        let wholeUnknown = try deskCounts(keyedBy: "CASE WHEN \(Self.noBirth) THEN 'none' ELSE 'some' END", span)
        let users = Dictionary(uniqueKeysWithValues: ReaderAgeGroup.allCases.map {
            ($0, (whole[$0.rawValue]?.readers ?? 0) + (registered[$0.rawValue] ?? 0))
        })
        return PublicLibraryReturns(period: period, branches: returns, networkUsers: users,
                                    networkWithoutBirthDate: (wholeUnknown["none"]?.readers ?? 0) + (registered["none"] ?? 0))
    }

    /// The readers registered in the span who were not served in it (no loan of theirs lent or
    /// taken back, nor one since anonymised — its visitor mark counts them already — returned in
    /// it or later), by age group, and under `none` those of them without a birth date.
    private func registeredWithoutService(_ span: StatisticsSpan) throws -> [String: Int] {
        let rows = try query("""
            SELECT \(Self.ageGroup(on: ReaderAgeGroup.referenceDay(of: span.period))), \(Self.noBirth), count(*)
            FROM readers r CROSS JOIN (SELECT CAST(NULL AS TEXT) AS kept_birth) e
            WHERE r.registered_on >= \(Self.p(1)) AND r.registered_on <= \(Self.p(2))
              AND (r.last_loan_at IS NULL OR r.last_loan_at < \(Self.p(3)))
              AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.reader_id = r.id AND \(StatisticsSQL.readersOwn)
                              AND ((l.issued_at >= \(Self.p(3)) AND l.issued_at < \(Self.p(4)))
                                   OR (l.returned_at >= \(Self.p(3)) AND l.returned_at < \(Self.p(4))
                                       AND \(StatisticsSQL.backAtADesk))))
            GROUP BY 1, 2
            """, values: [span.period.from.isoText, span.period.to.isoText, span.from, span.until]) {
            (group: $0.text(0), noBirth: try $0.bool(1), readers: try $0.int(2))
        }
        var counts: [String: Int] = [:]
        for row in rows {
            counts[row.group, default: 0] += row.readers
            if row.noBirth { counts["none", default: 0] += row.readers }
        }
        return counts
    }

    /// The daily register of a period (a month), of a branch or (`nil`) the whole library.
    package func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?, calendar: LibraryCalendar) throws -> DailyRegister {
        if let branch { _ = try branchID(branch) }  // a branch that is not one is refused, not counted as empty
        let span = StatisticsSpan(period, calendar: calendar)
        let key = "coalesce(b.code, '') || '|' || CAST(\(span.day) AS TEXT) || '|' || \(Self.ageGroup(on: ReaderAgeGroup.referenceDay(of: period)))"
        var lines: [Day: DailyRegister.Line] = [:]
        for (text, desk) in try deskCounts(keyedBy: key, span) {
            let parts = text.split(separator: "|", omittingEmptySubsequences: false)
            guard parts.count == 3, branch.map({ $0.rawValue == parts[0] }) ?? true, let number = Int(parts[1]),
                  let group = ReaderAgeGroup(rawValue: String(parts[2])) else { continue }
            let day = Day(daysSinceEpoch: number)
            var line = lines[day] ?? DailyRegister.Line(day: day)
            line.visits[group, default: 0] += desk.visits
            line.loans[group, default: 0] += desk.loans
            line.inLibraryLoans += desk.inLibrary
            lines[day] = line
        }
        if branch == nil {
            for (day, readers) in try query("""
                SELECT registered_on, count(*) FROM readers WHERE registered_on >= \(Self.p(1)) AND registered_on <= \(Self.p(2))
                GROUP BY registered_on
                """, values: [period.from.isoText, period.to.isoText], map: { (try $0.optionalDay(0), try $0.int(1)) }) {
                guard let day else { continue }
                var line = lines[day] ?? DailyRegister.Line(day: day)
                line.newReaders += readers
                lines[day] = line
            }
        }
        return DailyRegister(period: period, branch: branch?.rawValue ?? "", days: Array(lines.values))
    }

    /// The ``ReaderAgeGroup`` code on `day` of the reader `r` of a desk event `e` — or, the loan
    /// no longer naming them, of the year of birth it kept — by the birth date stored as text (a
    /// day or a year), compared byte by byte; a reader without one is among the others.
    static func ageGroup(on day: Day) -> String {
        let bounds = ReaderAgeGroup.bornAfter(on: day)
        return """
            CASE WHEN \(noBirth) THEN '\(ReaderAgeGroup.others.rawValue)'
                 WHEN \(bytewise(birth)) > '\(bounds.children)' THEN '\(ReaderAgeGroup.children.rawValue)'
                 WHEN \(bytewise(birth)) > '\(bounds.youth)' THEN '\(ReaderAgeGroup.youth.rawValue)'
                 ELSE '\(ReaderAgeGroup.others.rawValue)' END
            """
    }

    /// The birth date of an event's reader, or the year of birth its loan kept.
    static var birth: String { "coalesce(r.birth, e.kept_birth)" }

    /// Whether an event's reader has no birth date known (nor its loan a year of birth).
    static var noBirth: String { "(\(birth) IS NULL OR \(birth) = '')" }
}
