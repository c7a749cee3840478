import KartotekaCore

extension RussianTexts: CirculationCommandTexts {
    var lendSummary: String { "выдать экземпляр читателю" }
    var dueHelp: String { "срок возврата (по умолчанию — по правилам библиотеки)" }
    var overdueSummary: String { "просроченные выдачи" }
    var overdueAtHelp: String { "на какую дату (по умолчанию сегодня)" }
    var renewSummary: String { "продлить выдачу" }
    var returnSummary: String { "принять экземпляр обратно" }
    func returnedLate(days: Int) -> String { " Возвращён с опозданием на \(days) \(plural(days, "день", "дня", "дней"))." }
    func lentUntil(_ dueOn: String) -> String { "Выдано до \(day(dueOn))." }
    func renewedUntil(_ dueOn: String) -> String { "Продлено до \(day(dueOn))." }
    var copyReturned: String { "Экземпляр возвращён." }
}
