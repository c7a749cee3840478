extension RussianTexts: BlockTexts {
    func readerBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String {
        var seen: Set<String> = []
        let todo = remedies.map(\.russian).filter { seen.insert($0).inserted }
        return "Читателю \(ticket) выдавать нельзя: " + reasons.map(\.russian).joined(separator: "; ") + ". "
            + todo.joined(separator: " ")
    }
    func blockedTooManyOverdue(_ count: Int, limit: Int) -> String {
        "\(count) \(plural(count, "книга просрочена", "книги просрочены", "книг просрочено")) (выдача прекращается с \(limit))"
    }
    func blockedOverdueTooLong(_ inventory: InventoryNumber, days: Int, limit: Int) -> String {
        "экземпляр \(inventory) просрочен на \(days) \(plural(days, "день", "дня", "дней")) (выдача прекращается с \(limit))"
    }
    func blockedLossNotSettled(_ inventory: InventoryNumber, title: String) -> String {
        "утерян и не возмещён экземпляр \(inventory) (\(title))"
    }
    func blockedByHand(_ reason: String, until: Day?) -> String {
        "запрет библиотекаря: \(reason)" + (until.map { " (до \($0.russianText) включительно)" } ?? "")
    }
    var blockRemedyOverdue: String { "Примите просроченные книги — после этого выдача снова возможна." }
    var blockRemedyLoss: String { "Отметьте возмещение утери: книга заменена равноценной, оплачена или вопрос решён иначе." }
    var blockRemedyManual: String { "Снять запрет может библиотекарь в карточке читателя." }
    var readerBlockRemedyOverdue: String { "Верните просроченные книги — и вам снова будут выдавать книги." }
    var readerBlockRemedyLoss: String { "Возместите утерянную книгу: принесите такую же или равноценную либо спросите библиотекаря, как это сделать." }
    var readerBlockRemedyManual: String { "Подробнее — у библиотекаря." }
    var blockReasonMissing: String { "Укажите причину запрета." }
    func blockEndInPast(_ day: Day) -> String { "Дата окончания \(day.russianText) уже прошла." }
    func blockNotFound(_ id: BlockID) -> String { "Запрета № \(id) нет." }
    var lossReplaced: String { "заменена равноценной" }
    var lossPaid: String { "оплачена" }
    var lossSettledByHand: String { "решено иначе" }
    var lossNoteMissing: String { "Напишите, как решён вопрос с утерей." }
    var lossSettlementRule: String { "Как возмещена утеря: replaced (заменена), paid (оплачена) или by_hand (решено иначе)." }
    func lossNotFound(_ id: LossID) -> String { "Утеря № \(id) не записана." }
    func lossAlreadySettled(_ id: LossID) -> String { "Утеря № \(id) уже возмещена." }
}
