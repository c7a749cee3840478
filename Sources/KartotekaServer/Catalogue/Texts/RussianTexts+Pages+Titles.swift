import KartotekaCore
import KartotekaWire

extension RussianTexts: TitlePageTexts {
    var newBook: String { "Новая книга" }
    var editBook: String { "Изменить книгу" }
    var labelsForTickedBooks: String { "Этикетки отмеченных книг" }
    var duplicateSameISBN: String {
        "Книга с этим ISBN уже есть в каталоге. Добавьте экземпляр к ней: второй записи с тем же ISBN в каталоге быть не может."
    }
    var duplicateSameAuthorTitleYear: String {
        "Книга того же автора с тем же названием и годом уже есть в каталоге. Если это ещё один экземпляр, добавьте его к ней; "
            + "если другое издание — сохраните как новую книгу."
    }
    func addCopyToIt(_ inventory: String) -> String {
        inventory.isEmpty ? "Добавить экземпляр к этой книге" : "Добавить экземпляр \(inventory) к этой книге"
    }
    var saveAsNewTitleAnyway: String { "Всё равно сохранить как новую книгу" }
    func savedCopies(_ inventoryNumbers: [InventoryNumber]) -> String {
        inventoryNumbers.isEmpty ? "" : (inventoryNumbers.count == 1 ? ", экземпляр " : ", экземпляры ")
            + inventoryNumbers.map(\.rawValue).joined(separator: ", ")
    }
    var copy: String { "Экземпляр" }
    var inventoryNumber: String { "Инвентарный номер" }
    func fieldsFilledFrom(_ source: String) -> String { "Поля заполнены из «\(source)» — проверьте их перед сохранением." }
    var lookUpTheISBN: String { "Найти по ISBN" }
    var book: String { "Книга" }
    var lookingUpTheISBN: String { "Ищу по ISBN…" }
    var foundInTemplate: String { "Найдено в %@ — проверьте поля перед сохранением." }
    var alreadyCataloguedAddCopy: String { "Эта книга уже есть в каталоге — добавить экземпляр" }
    var allFilter: String { "Все" }
    var availableFilter: String { "В наличии" }
    var onLoanFilter: String { "Выданы" }
    var overdueFilter: String { "Просрочены" }
    var catalogueIsEmpty: String { "В каталоге пока нет книг." }
    var addNewBook: String { "+ Новая книга" }
    var bookSearchPlaceholder: String { "Название, автор, ISBN, издательство…" }
    var filter: String { "Фильтр" }
    func availableOf(_ available: Int, copies: Int) -> String { "в наличии: \(available) из \(copies)" }
    var noCopies: String { "нет экземпляров" }
    func onLoanCount(_ count: Int) -> String { ", выдано: \(count)" }
    var enterValidISBNToLookUp: String { "Чтобы найти книгу, введите верный ISBN." }
    var backToTheBook: String { "← К книге" }
    var status: String { "Состояние" }
    var lend: String { "Выдать" }
    func deleteCopyQuestion(_ inventory: InventoryNumber) -> String { "Удалить экземпляр \(inventory)? Удаляют только экземпляр, внесённый по ошибке сегодня; из фонда экземпляр выбывает по акту списания." }
    var labelFor: String { "Этикетка для" }
    var hasOverdueBooks: String { "есть просрочки" }
    var lendCopy: String { "Выдать экземпляр" }
    var readerSearchPlaceholder: String { "Фамилия, билет или телефон читателя" }
    var findAReader: String { "Найти читателя" }
    var orTheTicketNumber: String { "Или номер билета" }
    var dueDateIfNotUsual: String { "Срок возврата (если не по правилам)" }
    var copyIsOnLoan: String { "Этот экземпляр уже выдан" }
    var acceptReturn: String { "Принять возврат" }
    var toTheBook: String { "К книге" }
    var changeCopyStatus: String { "Изменить состояние экземпляра" }
    var noCopiesYet: String { "Экземпляров нет." }
    var deleteBookQuestion: String { "Удалить книгу со всеми экземплярами?" }
    var backToBooks: String { "← Книги" }
    var copies: String { "Экземпляры" }
    var newCopyInventoryNumber: String { "Новый экземпляр, инвентарный номер" }
    var addCopy: String { "Добавить экземпляр" }
    var labelsForTicked: String { "Этикетки отмеченных" }
    func onTheShelf(_ count: Int) -> String { "есть на полке: \(count)" }
    func onTheShelfAt(_ places: [(name: String, count: Int)]) -> String {
        "где: " + places.map { "\($0.name) — \($0.count)" }.joined(separator: ", ")
    }
    var allCopiesOut: String { "все экземпляры выданы" }
    var notInFund: String { "нет в фонде" }
}
