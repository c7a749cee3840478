import KartotekaCore

extension RussianTexts: ReportTexts {
    func day(_ isoText: String) -> String { (try? Day(parsing: isoText))?.russianText ?? isoText }
    func copiesHeading(count: Int) -> String { "Экземпляры (\(count)):" }
    var noCopiesListed: String { "нет" }
    func dueUntil(_ dueOn: String) -> String { "до \(day(dueOn))" }
    func holder(_ name: String, ticket: String) -> String { "\(name), билет \(ticket)" }
    func copyCounts(_ copies: Int, available: Int) -> String { "экз.: \(copies), в наличии: \(available)" }
    var bornLabel: String { "Родился(ась)" }
    func onLoanHeading(count: Int) -> String { "На руках (\(count)):" }
    func historyHeading(count: Int) -> String { "История (\(count)):" }
    func lent(on issued: Day, due dueOn: String) -> String { "выдан \(issued.russianText), срок \(day(dueOn))" }
    func returnedSuffix(on day: Day) -> String { ", возвращён \(day.russianText)" }
    func renewalsSuffix(_ count: Int) -> String { ", продлений: \(count)" }
    func readerContact(_ name: String, ticket: String, phone: String) -> String { "\(name), билет \(ticket), тел. \(phone)" }
    func overdueBy(days: Int) -> String { "ПРОСРОЧЕН на \(days) \(plural(days, "день", "дня", "дней"))" }
}
