import KartotekaCore

extension RussianTexts: BookCommandTexts {
    var bookAddSummary: String { "каталогизировать книгу: из QR-карточки (--card) и/или по полям, с первым экземпляром" }
    var bookAddDetails: String {
        "Поля из параметров заменяют значения карточки. Если книга с таким ISBN уже есть, добавляется экземпляр к ней.\nПример: kartoteka book add --card card.txt --inventory 12345"
    }
    var cardFileHelp: String { "файл с текстом QR-карточки (- — стандартный ввод)" }
    var requiredInventoryHelp: String { "инвентарный номер экземпляра (обязателен)" }
    func copyAddedToCataloguedISBN(_ id: Int64, copy: String) -> String {
        "Книга с этим ISBN уже есть в каталоге (№\(id)); добавлен экземпляр \(copy)."
    }
    func bookSaved(_ id: Int64, copy: String) -> String { "Книга сохранена: №\(id), экземпляр \(copy)." }
    var bookDeleteSummary: String { "удалить книгу (--id — со всеми экземплярами; --inventory — один экземпляр, а последний — вместе с записью)" }
    func copyAndTitleDeleted(_ inventory: InventoryNumber, title: TitleID) -> String { "Экземпляр \(inventory) и книга №\(title) удалены." }
    func titleDeleted(_ id: TitleID) -> String { "Книга №\(id) удалена." }
    var bookEditSummary: String { "изменить описание книги (указанные поля; пустое значение стирает поле)" }
    var bookListSummary: String { "список книг по автору и названию" }
    var bookSearchSummary: String { "поиск книг по словам в любой форме, ISBN, инвентарному номеру, ББК/УДК, авторскому знаку" }
    func didYouMean(_ suggestion: String) -> String { "Возможно, вы имели в виду: \(suggestion)" }
    func resultsShownFor(_ suggestion: String, typed: String) -> String {
        "По запросу «\(typed)» ничего не найдено; показаны результаты для «\(suggestion)»:"
    }
    var bookDescriptionSummary: String { "библиографическое описание книги по ГОСТ Р 7.0.100-2018 и её каталожные карточки" }
    var bookShowSummary: String { "карточка книги со всеми экземплярами" }
    var filterHelp: String { "какие книги показать" }
    var filterChoices: String { "all, available, on-loan или overdue." }
    var titleIDHelp: String { "номер книги (записи) в каталоге" }
    var inventoryOfACopyHelp: String { "инвентарный номер экземпляра" }
}
