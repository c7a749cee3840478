import KartotekaCore

extension EnglishTexts: ReportTexts {
    func day(_ isoText: String) -> String { isoText }
    func copiesHeading(count: Int) -> String { "Copies (\(count)):" }
    var noCopiesListed: String { "none" }
    func dueUntil(_ dueOn: String) -> String { "until \(dueOn)" }
    func holder(_ name: String, ticket: String) -> String { "\(name), ticket \(ticket)" }
    func copyCounts(_ copies: Int, available: Int) -> String { "copies: \(copies), available: \(available)" }
    var bornLabel: String { "Born" }
    func onLoanHeading(count: Int) -> String { "On loan (\(count)):" }
    func historyHeading(count: Int) -> String { "History (\(count)):" }
    func lent(on issued: Day, due dueOn: String) -> String { "lent \(issued.isoText), due \(dueOn)" }
    func returnedSuffix(on day: Day) -> String { ", returned \(day.isoText)" }
    func renewalsSuffix(_ count: Int) -> String { ", renewals: \(count)" }
    func readerContact(_ name: String, ticket: String, phone: String) -> String { "\(name), ticket \(ticket), phone \(phone)" }
    func overdueBy(days: Int) -> String { "OVERDUE by \(days) \(plural(days, "day", "days"))" }
}
