extension RussianTexts: CirculationTexts {
    func copyAlreadyOnLoan(_ inventory: InventoryNumber, heldBy holder: TicketNumber?) -> String {
        "Экземпляр \(inventory) уже выдан" + (holder.map { " (читательский билет \($0))" } ?? "") + ". Сначала оформите возврат."
    }
    func copyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Экземпляр \(inventory) нельзя выдать: он \(status.name.russian)."
    }
    func copyNotOnLoan(_ inventory: InventoryNumber) -> String { "Экземпляр \(inventory) не выдан — возвращать или продлевать нечего." }
    func renewalLimitReached(_ inventory: InventoryNumber, limit: Int) -> String {
        "Выдачу экземпляра \(inventory) уже продлевали \(limit) \(plural(limit, "раз", "раза", "раз")) — больше нельзя. Оформите возврат."
    }
    func readingRoomLoanNotRenewed(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) выдан для чтения в библиотеке, до конца дня, — такая выдача не продлевается. Оформите возврат или выдайте его на дом."
    }
    func renewalNotLater(_ inventory: InventoryNumber, dueOn: Day) -> String {
        "Экземпляр \(inventory) и так выдан до \(dueOn.russianText) — последнего дня, до которого его выдают по правилам. Продлевать нечего."
    }
    func dueDayNotInFuture(_ day: Day) -> String { "Срок возврата \(day.russianText) должен быть позже сегодняшнего дня." }
    func dueDayBeyondRules(_ day: Day, latest: Day) -> String {
        "Срок возврата \(day.russianText) дальше, чем позволяют правила выдачи: не позже \(latest.russianText). Более долгий срок может поставить библиотекарь."
    }
    func deskJustLent(_ inventory: InventoryNumber, seconds: Int) -> String {
        "Экземпляр \(inventory) выдан этому читателю \(seconds) с назад — повторное сканирование его не возвращает. "
            + "Если книгу действительно вернули, нажмите «Вернуть» у неё в списке читателя."
    }
    func deskJustReturned(_ inventory: InventoryNumber, seconds: Int) -> String {
        "Экземпляр \(inventory) принят \(seconds) с назад — повторное сканирование не выдаёт его. "
            + "Если читатель берёт эту книгу, подтвердите выдачу."
    }
    func deskScanTicketFirst(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) не выдан. Чтобы выдать его, сначала отсканируйте читательский билет."
    }
    func deskTitleAlreadyHeld(_ inventory: InventoryNumber, held: InventoryNumber) -> String {
        "У читателя уже есть экземпляр \(held) этого издания — \(inventory) не выдан. Если нужен второй, подтвердите выдачу."
    }
    func nothingToUndo(_ inventory: InventoryNumber, minutes: Int) -> String {
        "Экземпляр \(inventory) не выдавали и не принимали за последние \(minutes) минут: отменять нечего. "
            + "Выдачу давнее закройте возвратом, возврат — новой выдачей."
    }
    func undoFilledHold(_ inventory: InventoryNumber) -> String {
        "Выдача экземпляра \(inventory) выполнила бронь читателя — её не отменить. Примите книгу возвратом."
    }
    func undoCopyMovedOn(_ inventory: InventoryNumber) -> String {
        "После возврата экземпляр \(inventory) уже отложен для брони или отправлен в свой филиал — возврат не отменить. "
            + "Выдайте книгу заново."
    }
    func undoReaderGone(_ inventory: InventoryNumber) -> String {
        "Читателя, вернувшего экземпляр \(inventory), больше нет в базе библиотеки — возврат не отменить. "
            + "Выдайте книгу читателю, который в ней есть."
    }
}
