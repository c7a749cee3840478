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
    func deskReadersNamed(_ text: String, count: Int) -> String {
        "«\(text)»: \(count) \(plural(count, "читатель", "читателя", "читателей")) с таким именем — выберите, кто у стойки."
    }
    func deskPutOnHoldShelf(for reader: String, until: Day?) -> String {
        "Поставьте на полку брони: отложен для \(reader)" + (until.map { " до \($0.text(in: .russian))" } ?? "") + "."
    }
    func deskSendForHold(to branch: BranchCode, for reader: String) -> String {
        "Отложите его: забронирован для \(reader), едет в пункт выдачи \(branch)."
    }
    var noCodeRecognised: String { "Код не распознан." }
    func scannedReaderNotFound(_ ticket: TicketNumber) -> String {
        "Читателя с билетом \(ticket) нет: проверьте билет или запишите читателя."
    }
    func scannedNumberUnknown(_ number: LabelNumber) -> String {
        "Код «\(number)» Картотеке неизвестен: такого инвентарного номера нет ни у одного экземпляра, "
            + "а такого билета — ни у одного читателя."
    }
    func scannedTextUnknown(_ text: Substring) -> String {
        "Этот код Картотеке неизвестен: «\(text)» — не ISBN книги, не QR-карточка и не этикетка экземпляра или читателя."
    }
    func scannedNumberOfCopyAndReader(_ number: LabelNumber) -> String {
        "Номер \(number) есть и у экземпляра, и у читательского билета: откройте нужное."
    }
    func scannedCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String { "Экземпляр \(inventory): \(status.name.russian)." }
    func scannedReader(_ ticket: TicketNumber) -> String { "Читатель с билетом \(ticket)." }
    var scannedBookCard: String { "QR-карточка книги: проверьте поля и сохраните." }
    func scannedISBNNotCatalogued(_ isbn: ISBN) -> String { "Книги с ISBN \(isbn.hyphenated) нет в каталоге: заполните форму." }
    func foundIn(_ source: String) -> String { "Найдено в \(source): проверьте поля перед сохранением." }
    func scannedTitleCatalogued(_ id: TitleID) -> String { "Эта книга уже есть в каталоге (№\(id)): добавьте к ней экземпляр." }
    var mailNotSetUp: String { "Почта не настроена: укажите почтовый сервер в настройках (раздел «Обмен с ИРБИС»)." }
    func unknownFileKind(_ kind: String) -> String { "Неизвестный вид файла «\(kind)»: irbis-text, irbis-iso или rusmarc-iso." }
    var noFileChosen: String { "Файл не выбран или пуст." }
}
