import KartotekaCore
import KartotekaWire

extension RussianTexts: ReaderPageTexts {
    var dueOn: String { "срок" }
    var overdueLoans: String { "Просроченные выдачи" }
    var asOf: String { "на" }
    var ticketField: String { "Билет" }
    var born: String { "Дата рождения" }
    var returned: String { "возвращена" }
    var deleteReaderQuestion: String { "Удалить читателя?" }
    var backToReaders: String { "← Читатели" }
    var printTicketLabel: String { "Этикетка билета" }
    var allReaderData: String { "Все данные читателя (JSON)" }
    var booksOnLoan: String { "Книги на руках" }
    var noBooksOnLoan: String { "Книг на руках нет." }
    var history: String { "История" }
    var newReader: String { "Новый читатель" }
    var editReader: String { "Изменить читателя" }
    func readerCategoryHint(pupils: String) -> String {
        "\(pupils), учитель, сотрудник…; с классом и без категории — «\(pupils)» (категория учащихся из настроек)"
    }
    var reader: String { "Читатель" }
    var contactAndAddress: String { "Связь и адрес" }
    var noReadersYet: String { "Читателей пока нет." }
    var addNewReader: String { "+ Новый читатель" }
    var readerListPlaceholder: String { "Фамилия, билет, телефон…" }
    var recordCard: String { "Читательский формуляр" }
    func recordCardHeading(_ ticket: String) -> String { "Читательский формуляр № \(ticket)" }
    var recordCardName: String { "Фамилия, имя, отчество" }
    var recordCardBirth: String { "Год рождения" }
    var recordCardClass: String { "Класс, категория" }
    var recordCardWorkplace: String { "Место работы, учёбы" }
    var recordCardAddress: String { "Домашний адрес" }
    var recordCardPhone: String { "Телефон" }
    var recordCardRegistered: String { "Дата записи" }
    var recordCardLent: String { "Дата выдачи" }
    var recordCardInventory: String { "Инвентарный номер" }
    var recordCardTitle: String { "Автор и заглавие" }
    var recordCardDue: String { "Срок возврата" }
    var recordCardReturned: String { "Отметка о возврате" }
    var recordCardLost: String { "утеряна" }
    var recordCardReadingRoom: String { "в читальном зале" }
}
