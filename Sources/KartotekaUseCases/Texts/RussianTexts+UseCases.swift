import KartotekaCore

extension RussianTexts: UseCaseTexts {
    var useCaseNotAllowed: String { "Это действие вашей учётной записи не разрешено. Обратитесь к администратору библиотеки." }
    func deskReaderAtDesk(_ name: String, ticket: TicketNumber) -> String { "Читатель: \(name), билет \(ticket)." }
    func deskLent(_ inventory: InventoryNumber, title: String, due: Day) -> String { "Выдано: \(inventory) \(title) — до \(due.russianText)." }
    func deskReturned(_ inventory: InventoryNumber, title: String, from holder: String) -> String {
        "Принято: \(inventory) \(title) — от читателя \(holder)."
    }
    func deskTravelsTo(_ branch: BranchCode) -> String { "Отложите её: она едет в свой филиал \(branch)." }
    func deskRenewed(_ inventory: InventoryNumber, due: Day) -> String { "Продлено: \(inventory) — до \(due.russianText)." }
    func deskUnknownCode(_ text: String) -> String {
        "«\(text)» — не читательский билет и не экземпляр библиотеки. Проверьте номер или добавьте книгу в каталог."
    }
    func deskPutOnHoldShelf(for reader: String, until: Day?) -> String {
        "Поставьте на полку брони: отложен для \(reader)" + (until.map { " до \($0.text(in: .russian))" } ?? "") + "."
    }
    func deskSendForHold(to branch: BranchCode, for reader: String) -> String {
        "Отложите его: забронирован для \(reader), едет в пункт выдачи \(branch)."
    }
}
