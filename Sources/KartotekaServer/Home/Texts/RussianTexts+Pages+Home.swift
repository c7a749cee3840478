import KartotekaCore

extension RussianTexts: HomePageTexts {
    func todayHeading(_ day: String) -> String { "Сегодня, \(day)" }
    func dueTodayCount(_ count: Int) -> String { "Срок возврата сегодня: \(count)" }
    func overdueCount(_ count: Int) -> String { "Просрочено: \(count)" }
    func holdsWaitingCount(_ count: Int) -> String { "Брони ждут на полке: \(count)" }
    func failedNoticesCount(_ count: Int) -> String { "Извещения не отправлены: \(count)" }
    func stocktakeInProgress(_ number: Int64) -> String { "Идёт проверка фонда № \(number)" }
}
