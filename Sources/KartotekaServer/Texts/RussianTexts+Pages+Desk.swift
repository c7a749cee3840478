import KartotekaCore

extension RussianTexts: DeskPageTexts {
    var desk: String { "Выдача" }
    var deskTileNote: String { "билет читателя, затем книги: выдать, принять, продлить" }
    var deskCodeMissing: String { "Отсканируйте или введите код." }
    var deskHint: String {
        "Отсканируйте читательский билет, затем книги одну за другой: книга на руках принимается, любая другая выдаётся читателю."
    }
    var deskCodeLabel: String { "Билет или книга" }
    var deskCodePlaceholder: String { "Читательский билет, инвентарный номер или штрихкод" }
    var deskCameraHint: String { "Или наведите камеру телефона на билет или этикетку книги." }
    var deskCameraUnavailable: String { "Камера недоступна — пользуйтесь сканером или вводите номер." }
    var nextReader: String { "Следующий читатель" }
    var readerCard: String { "Карточка читателя" }
    var holdsWaiting: String { "Ждут на полке брони" }
    var mayNotBorrow: String { "Выдавать нельзя" }
    var noReaderAtDesk: String { "Читатель не выбран: отсканируйте его билет." }
    func deskScanTicketFirst(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) не выдан. Чтобы выдать его, сначала отсканируйте читательский билет."
    }
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
    func schoolClassShort(_ schoolClass: String) -> String { "\(schoolClass) класс" }
    func graduateOf(_ schoolClass: String) -> String { "выпускник (\(schoolClass))" }
    var recordLost: String { "Утеряна" }
    var recordLostQuestion: String { "Отметить книгу утерянной читателем? Выдача закроется, а читателю нельзя будет брать книги, пока утеря не возмещена." }
}
