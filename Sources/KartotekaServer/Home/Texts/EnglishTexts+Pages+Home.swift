import KartotekaCore

extension EnglishTexts: HomePageTexts {
    func todayHeading(_ day: String) -> String { "Today, \(day)" }
    func dueTodayCount(_ count: Int) -> String { "Due back today: \(count)" }
    func overdueCount(_ count: Int) -> String { "Overdue: \(count)" }
    func holdsWaitingCount(_ count: Int) -> String { "Holds waiting on the shelf: \(count)" }
    func failedNoticesCount(_ count: Int) -> String { "Notices not sent: \(count)" }
    func stocktakeInProgress(_ number: Int64) -> String { "Stock check no. \(number) in progress" }
}
