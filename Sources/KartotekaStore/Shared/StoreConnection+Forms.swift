import Foundation
import KartotekaCore

/// The state statistics forms, the same SQL for both stores, from the book of summary accounting's
/// own counting of the fund (both funds: the main one and the textbooks).
extension StoreConnection {
    /// ОО-2 §2.6 for a period: the fund's movement by each copy's class (its own, else its title's
    /// kind) and by its kind of document.
    package func schoolFundReturn(_ period: LedgerPeriod, calendar: LibraryCalendar) throws -> SchoolFundReturn {
        SchoolFundReturn(period: period, byClass: try fundMovement(period, in: nil, calendar: calendar, keyedBy: Self.fundClass),
                         byType: try fundMovement(period, in: nil, calendar: calendar, keyedBy: "c.document_type"))
    }

    /// A copy's ``FundClass`` code: its own, else by its title's kind (``FundClass/derived(from:)``).
    static var fundClass: String {
        let derived = DocumentKind.allCases.map { "WHEN t.document_kind = '\($0.rawValue)' THEN '\(FundClass.derived(from: $0).rawValue)'" }
        return "CASE WHEN c.fund_class <> '' THEN c.fund_class \(derived.joined(separator: " ")) ELSE '\(FundClass.other.rawValue)' END"
    }
}
