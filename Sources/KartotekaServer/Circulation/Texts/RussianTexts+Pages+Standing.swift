import KartotekaCore
import KartotekaWire

extension RussianTexts: StandingPageTexts {
    var kindByBBK: String { "— по ББК —" }
    var lostOn: String { "утеряна" }
    var lossNotMadeGood: String { "не возмещена" }
    var howMadeGood: String { "Как возмещена" }
    var lossNote: String { "Примечание" }
    var sumPaid: String { "Сумма" }
    var sumPaidHint: String { "если оплачена, например 254" }
    var settleLoss: String { "Отметить возмещение" }
    var lostBooks: String { "Утерянные книги" }
    var blocksByHand: String { "Запреты библиотекаря" }
    var blockReason: String { "Причина запрета" }
    var blockUntil: String { "до" }
    var blockUntilHint: String { "последний день запрета; пусто — пока не снимут" }
    var blockReader: String { "Запретить выдачу" }
    var liftBlock: String { "Снять запрет" }
    var blockedReaders: String { "Кому нельзя выдавать" }
    var noBlockedReaders: String { "Всем читателям можно выдавать книги." }
    var blockSet: String { "Выдача читателю запрещена." }
    var blockLifted: String { "Запрет снят." }
    var lossRecorded: String { "Утеря записана: выдача закрыта, экземпляр отмечен утерянным." }
    var lossSettled: String { "Возмещение утери отмечено." }
    var ruleSaved: String { "Правило выдачи сохранено." }
    var ruleRemoved: String { "Правило выдачи удалено." }
    var blocksAndClasses: String { "Запрет выдачи и классы" }
    var blockAtOverdueLoans: String { "Не выдавать, если просрочено книг" }
    var blockAtOverdueDays: String { "Не выдавать, если книга просрочена на дней" }
    var lastGradeOfSchool: String { "Последний класс школы" }
    var pupilCategoryField: String { "Категория учеников" }
    var pupilCategoryHint: String { "её получают новые ученики из списков классов" }
    var blockThresholdRule: String { "Число от 0 до 1000 (0 — никогда)." }
    var lastGradeRule: String { "Последний класс — 9, 10 или 11." }
    var loanRulesHeading: String { "Правила выдачи" }
    var loanRulesExplained: String {
        "Для категории читателей, вида издания или того и другого. Действует самое точное правило: категория и вид, "
            + "затем вид, затем категория, затем общие правила библиотеки (срок и продления выше)."
    }
    func loanTermsLine(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String {
        if readingRoom { return "только в читальном зале" }
        let limit = loans.map { ", не больше \($0) \(plural($0, "книги", "книг", "книг")) на руках" } ?? ""
        return "на \(days) \(plural(days, "день", "дня", "дней"))\(limit), продлений: \(renewals)"
    }
    var anyKind: String { "любой вид" }
    var ruleCategory: String { "Категория читателей" }
    var ruleCategoryHint: String { "пусто — любая категория" }
    var ruleKind: String { "Вид издания" }
    var maximumLoansField: String { "Книг на руках, не больше" }
    var emptyMeansNoLimit: String { "пусто — без ограничения" }
    var readingRoomOnlyField: String { "Только в читальном зале (на дом не выдаётся)" }
    var saveRule: String { "Сохранить правило" }
}
