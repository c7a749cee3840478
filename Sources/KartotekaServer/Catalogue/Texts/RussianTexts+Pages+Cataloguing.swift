import KartotekaCore
import KartotekaWire

extension RussianTexts: CataloguingTexts {
    var kartotekaLabels: String { "Этикетки Картотеки" }
    var chooseWhatToLabel: String { "Выберите экземпляры или читателей для этикеток." }
    var scanAlreadyCatalogued: String { "Эта книга уже есть в каталоге: добавьте к ней экземпляр ниже, новая запись не нужна." }
    var scanFoundCopy: String { "Экземпляр найден по этикетке — он отмечен в списке экземпляров." }
    var scanFoundReader: String { "Читатель найден по билету." }
    var scanISBNNew: String { "Книги с этим ISBN нет в каталоге: заполните форму." }
    var scanISBNNotFound: String {
        "Книги с этим ISBN нет ни в каталоге, ни в Google Books и Open Library: заполните форму по титульному листу."
    }
    var scanLookupFailed: String {
        "Книги с этим ISBN нет в каталоге, а Google Books и Open Library сейчас не ответили (нет связи или исчерпан лимит запросов): "
            + "заполните форму по титульному листу или отсканируйте книгу позже."
    }
    var scanWhatToDo: String {
        "Отсканируйте штрихкод ISBN на обороте книги (он начинается с 978 или 979), QR-код книжной карточки, этикетку экземпляра "
            + "или читательский билет — или введите номер с клавиатуры."
    }
    func addBookNumbered(_ number: String) -> String { "Добавить книгу с инвентарным номером \(number)" }
    var registerReader: String { "Записать читателя" }
    func openCopyNumbered(_ number: String) -> String { "Открыть экземпляр \(number)" }
    func openReaderWithTicket(_ number: String) -> String { "Открыть читателя с билетом \(number)" }
    var copyLabelKind: String { "экземпляр" }
    var readerLabelKind: String { "читатель" }
    var chooseCopiesOrReader: String { "Отметьте книги в списке или экземпляры на карточке книги либо откройте карточку читателя." }
    var labels: String { "Этикетки" }
    var printingLabels: String { "Печать этикеток" }
    var labelStock: String { "Листы этикеток" }
    var labelsAlreadyUsed: String { "Сколько этикеток на первом листе уже использовано" }
    var labelOutlines: String { "Контуры этикеток (для пробной печати на бумаге)" }
    var spineLabels: String { "Корешковые этикетки: индекс ББК и авторский знак (для листа 4 × 10)" }
    var openSheetToPrint: String { "Открыть лист для печати" }
    var printAtActualSize: String { "Печатайте в масштабе 100 % («Фактический размер»), без полей." }
    var pointTheCamera: String { "Наведите камеру на штрихкод ISBN, QR-карточку книги, этикетку экземпляра или читательский билет." }
    var turnOnCamera: String { "Включить камеру" }
    var lookingForCode: String { "Ищу код…" }
    var cameraNeedsHTTPS: String {
        "Камера в браузере работает только по защищённому адресу: откройте Картотеку по адресу, который начинается с https:// "
            + "(его знает администратор). А пока загрузите фото кода ниже или сканируйте USB-сканером штрихкодов."
    }
    var cameraNotAllowed: String {
        "Браузер не дал доступа к камере: разрешите камеру для этого сайта (значок слева от адреса, «Камера» — «Разрешить») "
            + "и обновите страницу. Или загрузите фото кода ниже, или сканируйте USB-сканером штрихкодов."
    }
    var cameraMissing: String {
        "Камера недоступна в этом браузере или на этом устройстве: загрузите фото кода ниже или сканируйте USB-сканером штрихкодов."
    }
    var photo: String { "Фото" }
    var pictureOfTheCode: String { "Снимок кода" }
    var readIt: String { "Распознать" }
    var scannerOrTyping: String { "Сканер штрихкодов или ввод" }
    var isbnOrInventoryNumber: String { "ISBN, инвентарный номер или билет" }
    var pasteCardText: String { "Вставить текст QR-карточки" }
    var cardText: String { "Текст карточки" }
    var open: String { "Открыть" }
}
