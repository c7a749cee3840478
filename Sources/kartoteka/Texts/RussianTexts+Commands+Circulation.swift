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
    var undoSummary: String { "отменить ошибочную выдачу или возврат экземпляра (в течение 10 минут)" }
    func lendUndone(_ inventory: String, ticket: String?) -> String {
        "Выдача отменена: \(inventory)\(ticket.map { " не выдавался читателю \($0)" } ?? "") — как будто её не было."
    }
    func returnUndone(_ inventory: String, ticket: String?) -> String {
        "Возврат отменён: \(inventory) снова на руках\(ticket.map { " у читателя \($0)" } ?? "")."
    }
}
