import KartotekaCore

/// The texts of the terminal's reports on titles, copies, readers and loans.
protocol ReportTexts: Sendable {
    /// A day as this language writes it, from its ISO form (`2026-03-02`); as given when it is not a day.
    func day(_ isoText: String) -> String
    func copiesHeading(count: Int) -> String
    var noCopiesListed: String { get }
    func dueUntil(_ dueOn: String) -> String
    func holder(_ name: String, ticket: String) -> String
    func copyCounts(_ copies: Int, available: Int) -> String
    var bornLabel: String { get }
    func onLoanHeading(count: Int) -> String
    func historyHeading(count: Int) -> String
    func lent(on issued: Day, due dueOn: String) -> String
    func returnedSuffix(on day: Day) -> String
    func renewalsSuffix(_ count: Int) -> String
    func readerContact(_ name: String, ticket: String, phone: String) -> String
    func overdueBy(days: Int) -> String
}
