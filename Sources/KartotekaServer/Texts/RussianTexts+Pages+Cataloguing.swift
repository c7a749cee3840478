import KartotekaCore

extension RussianTexts: CataloguingTexts {
    var kartotekaLabels: String { "Этикетки Картотеки" }
    var chooseWhatToLabel: String { "Выберите экземпляры или читателей для этикеток." }
    var noCodeRecognised: String { "Код не распознан." }
    func scannedCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String { "Экземпляр \(inventory): \(status.name.russian)." }
    func scannedNumberUnknown(_ number: LabelNumber) -> String {
        "Номер \(number) — ни инвентарный номер экземпляра, ни номер читательского билета."
    }
    func scannedNumberOfCopyAndReader(_ number: LabelNumber) -> String {
        "Номер \(number) есть и у экземпляра, и у читательского билета: откройте нужное."
    }
    func scannedReaderNotFound(_ ticket: TicketNumber) -> String { "Читателя с билетом \(ticket) нет." }
    func scannedReader(_ ticket: TicketNumber) -> String { "Читатель с билетом \(ticket)." }
    func scannedTextUnknown(_ text: Substring) -> String { "Это не ISBN, не карточка книги и не этикетка экземпляра: «\(text)»." }
    var scannedBookCard: String { "QR-карточка книги: проверьте поля и сохраните." }
    func scannedISBNNotCatalogued(_ isbn: ISBN) -> String { "Книги с ISBN \(isbn.hyphenated) нет в каталоге: заполните форму." }
    func foundIn(_ source: String) -> String { "Найдено в \(source): проверьте поля перед сохранением." }
    func scannedTitleCatalogued(_ id: TitleID) -> String { "Эта книга уже есть в каталоге (№\(id)): добавьте к ней экземпляр." }
    var copyLabelKind: String { "экземпляр" }
    var readerLabelKind: String { "читатель" }
    var chooseCopiesOrReader: String { "Выберите экземпляры на карточке книги или откройте карточку читателя." }
    var labels: String { "Этикетки" }
    var printingLabels: String { "Печать этикеток" }
    var labelStock: String { "Листы этикеток" }
    var labelsAlreadyUsed: String { "Сколько этикеток на первом листе уже использовано" }
    var labelOutlines: String { "Контуры этикеток (для пробной печати на бумаге)" }
    var openSheetToPrint: String { "Открыть лист для печати" }
    var printAtActualSize: String { "Печатайте в масштабе 100 % («Фактический размер»), без полей." }
    var pointTheCamera: String { "Наведите камеру на штрихкод ISBN, QR-карточку книги, этикетку экземпляра или читательский билет." }
    var turnOnCamera: String { "Включить камеру" }
    var lookingForCode: String { "Ищу код…" }
    var cameraUnavailable: String { "Камера недоступна — загрузите фото ниже." }
    var photo: String { "Фото" }
    var pictureOfTheCode: String { "Снимок кода" }
    var readIt: String { "Распознать" }
    var scannerOrTyping: String { "Сканер штрихкодов или ввод" }
    var isbnOrInventoryNumber: String { "ISBN, инвентарный номер или билет" }
    var pasteCardText: String { "Вставить текст QR-карточки" }
    var cardText: String { "Текст карточки" }
    var open: String { "Открыть" }
}
