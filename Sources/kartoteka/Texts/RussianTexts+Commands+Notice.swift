import KartotekaCore

extension RussianTexts: NoticeCommandTexts {
    var noticesSendSummary: String { "записать положенные напоминания и разослать ждущие извещения (ни одно дважды)" }
    var noticesDryRunHelp: String { "только показать, какие извещения были бы записаны; ничего не записывать и не отправлять" }
    var noticesAtHelp: String { "составить напоминания на этот день (по умолчанию сегодня)" }
    func noticesWouldRecord(_ count: Int, day: String) -> String {
        "На \(day) было бы записано извещений: \(count) (ничего не отправлено):"
    }
    func noticesRan(recorded: Int, sent: Int, failed: Int, day: String) -> String {
        "На \(day): записано извещений: \(recorded), отправлено: \(sent), не удалось: \(failed) (попробуем позже)."
    }
    var noticesListSummary: String { "извещения читателям, новые первыми, и как прошла отправка" }
    var noticesStateHelp: String { "только в этом состоянии: ждёт, отправляется, отправлено, не удалось, отменено" }
    var noticeStateChoices: String { "pending, sending, sent, failed или dropped" }
    var noticeInterruptedMark: String { "отправка прервана" }
    var noNotices: String { "Извещений нет." }
}
