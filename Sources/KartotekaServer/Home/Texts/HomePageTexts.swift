/// The texts of the home page's summary of the day.
protocol HomePageTexts: Sendable {
    func todayHeading(_ day: String) -> String
    func dueTodayCount(_ count: Int) -> String
    func overdueCount(_ count: Int) -> String
    func holdsWaitingCount(_ count: Int) -> String
    func failedNoticesCount(_ count: Int) -> String
    func stocktakeInProgress(_ number: Int64) -> String
}
