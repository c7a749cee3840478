extension RussianTexts: HoldTexts {
    var holdQueued: String { "в очереди" }
    var holdInTransit: String { "едет в пункт выдачи" }
    var holdWaiting: String { "ждёт на полке" }
    var holdCollected: String { "выдана" }
    var holdExpired: String { "не забрана вовремя" }
    var holdCancelled: String { "отменена" }
    func holdInQueue(position: Int) -> String { "в очереди: \(position)-й" }
    func holdTravelling(copy: InventoryNumber?, to branch: BranchCode) -> String {
        "экземпляр \(copy.map(\.rawValue) ?? "—") отложен и едет в филиал \(branch)"
    }
    func holdOnShelf(copy: InventoryNumber?, at branch: BranchCode, until: Day?) -> String {
        "ждёт на полке в филиале \(branch)" + (copy.map { ", экземпляр \($0)" } ?? "")
            + (until.map { ", забрать до \($0.russianText) включительно" } ?? "")
    }
    func holdTitleHasNoCopies(_ title: String) -> String {
        "У книги «\(title)» нет ни одного экземпляра — бронировать нечего. Сначала добавьте экземпляр."
    }
    func holdNoLendableCopies(_ title: String) -> String {
        "Все экземпляры книги «\(title)» утеряны, списаны или в переплёте — бронь не дождётся книги."
    }
    func holdAdultOnly(_ title: String, age: Int) -> String {
        "«\(title)» — издание 18+: читателю, которому \(age), его не выдают и не бронируют (436-ФЗ)."
    }
    func holdReadingRoomOnly(_ title: String) -> String {
        "Книгу «\(title)» читают только в читальном зале — бронировать её не нужно: спросите её в читальном зале."
    }
    func holdCopyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Экземпляр \(inventory) нельзя забронировать: он \(status.name.russian). Забронируйте книгу целиком."
    }
    func holdAlreadyPlaced(_ ticket: TicketNumber, title: String, standing: Bilingual) -> String {
        "У читателя \(ticket) уже есть бронь на «\(title)» (\(standing.russian)). Вторая не нужна."
    }
    func holdTitleOnLoanToReader(_ ticket: TicketNumber, title: String) -> String {
        "Книга «\(title)» уже на руках у читателя \(ticket) — бронировать её не нужно."
    }
    func holdLimitReached(_ ticket: TicketNumber, limit: Int) -> String {
        "У читателя \(ticket) уже \(limit) броней — больше не бывает. Пусть он заберёт или отменит какую-нибудь из них."
    }
    func holdReaderBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String {
        var seen: Set<String> = []
        let todo = remedies.map(\.russian).filter { seen.insert($0).inserted }
        return "Читателю \(ticket) бронировать нельзя: " + reasons.map(\.russian).joined(separator: "; ") + ". "
            + todo.joined(separator: " ")
    }
    func holdNotFound(_ id: HoldID) -> String { "Брони № \(id) нет." }
    func holdAlreadyEnded(_ id: HoldID, state: Bilingual) -> String { "Бронь № \(id) уже закрыта: \(state.russian)." }
    func copyHeldForAnotherReader(_ inventory: InventoryNumber, pickupBy: Day?) -> String {
        "Экземпляр \(inventory) отложен по брони для другого читателя"
            + (pickupBy.map { " и ждёт его до \($0.russianText)" } ?? "")
            + ". Выдайте другой экземпляр или поставьте читателя в очередь."
    }
    func copySetAsideForHold(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) отложен для читателя по брони. Сначала снимите бронь (и скажите читателю), потом отправляйте, изымайте или удаляйте экземпляр."
    }
    func copyWantedByHold(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) ждёт читатель по брони именно на него. Сначала снимите бронь (и скажите читателю), потом удаляйте экземпляр."
    }
    func renewalWantedByOthers(_ inventory: InventoryNumber, waiting: Int) -> String {
        "Продлить выдачу экземпляра \(inventory) нельзя: книгу ждут по брони (\(waiting) \(plural(waiting, "читатель", "читателя", "читателей"))), "
            + "а свободного экземпляра нет. Верните книгу к сроку."
    }
    var holdTransferReason: String { "отложен по брони, едет в пункт выдачи" }
    var holdTargetRule: String { "Укажите что-то одно: книгу (titleId) или экземпляр (inventoryNumber)." }
}
