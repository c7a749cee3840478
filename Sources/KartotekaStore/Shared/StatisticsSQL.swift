import Foundation
import KartotekaCore

/// Pieces of SQL a library's statistics share, read alike by both databases.
enum StatisticsSQL {
    /// What a line of a breakdown is keyed by, over readers `r`, titles `t` and branches `b`
    /// joined to the counted rows; `nil` for the library as a whole.
    static func key(_ grouping: StatisticsGrouping?) -> String? {
        switch grouping {
        case .branch: "coalesce(b.code, '')"
        case .schoolClass:
            """
            CASE WHEN r.class_grade IS NULL THEN '' WHEN r.graduated THEN '\(StatisticsGrouping.leaversKey)'
                 ELSE CAST(r.class_grade AS TEXT) || r.class_letter END
            """
        case .category: "coalesce(r.category, '')"
        case .section: section("t.bbk")
        case nil: nil
        }
    }

    /// The ``BBKSection`` code of a BBK index column, as ``BBKSection/init(bbk:)`` reads it
    /// (by the first one or two digits; none, or a titleless row, is `other`).
    static func section(_ column: String) -> String {
        let index = "ltrim(coalesce(\(column), ''))"
        let two = "substr(\(index), 1, 2)"
        let one = "substr(\(index), 1, 1)"
        return """
            CASE WHEN \(two) = '74' THEN '\(BBKSection.education.rawValue)'
                 WHEN \(two) IN ('75', '85') THEN '\(BBKSection.artAndSport.rawValue)'
                 WHEN \(two) = '84' THEN '\(BBKSection.fiction.rawValue)'
                 WHEN \(one) = '2' THEN '\(BBKSection.naturalSciences.rawValue)'
                 WHEN \(one) IN ('3', '4', '5') THEN '\(BBKSection.appliedSciences.rawValue)'
                 WHEN \(one) IN ('6', '7', '8') THEN '\(BBKSection.socialSciences.rawValue)'
                 WHEN \(one) IN ('1', '9') THEN '\(BBKSection.universal.rawValue)'
                 ELSE '\(BBKSection.other.rawValue)' END
            """
    }

    /// A loan `l` of a reader's own: not one of a class set's textbooks, handed to a class for the
    /// year rather than lent at the desk.
    static let readersOwn = "l.class_set_id IS NULL"

    /// A loan `l` that did not end in a loss (a lost copy's loan is closed, but it was not returned).
    static let notLost = "NOT EXISTS (SELECT 1 FROM losses s WHERE s.loan_id = l.id)"
    /// A loan taken back at a desk: not one a stock check closed, its copy found on the shelf.
    static let backAtADesk = "NOT l.closed_at_check"

    /// The joins that give a counted row its reader `r`, title `t` and branch `b`, from the
    /// columns that hold their ids.
    static func joins(reader: String, title: String, branch: String) -> String {
        """
        LEFT JOIN readers r ON r.id = \(reader) LEFT JOIN titles t ON t.id = \(title) LEFT JOIN branches b ON b.id = \(branch)
        """
    }

    /// The library day (days since 1970-01-01) of an instant column, in the library's time zone
    /// over `from..<until`: the zone's offset is a constant between its changes of clock, so the
    /// expression picks the offset of the stretch the instant falls in. The numbers are the
    /// program's own, never a person's input.
    static func day(of column: String, calendar: LibraryCalendar, from: Date, until: Date) -> String {
        let zone = calendar.timeZone
        var stretches: [(until: Int64, offset: Int)] = []
        var start = from
        while let change = zone.nextDaylightSavingTimeTransition(after: start), change < until {
            stretches.append((Int64(change.timeIntervalSince1970), zone.secondsFromGMT(for: start)))
            start = change
        }
        let last = zone.secondsFromGMT(for: start)
        guard !stretches.isEmpty else { return "((\(column) + \(last)) / 86400)" }
        let cases = stretches.map { "WHEN \(column) < \($0.until) THEN \($0.offset)" }.joined(separator: " ")
        return "((\(column) + CASE \(cases) ELSE \(last) END) / 86400)"
    }
}
