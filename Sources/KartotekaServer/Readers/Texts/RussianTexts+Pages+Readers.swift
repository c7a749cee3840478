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
    var reader: String { "Читатель" }
    var readerTicketNumber: String { "Номер читательского билета" }
    var surname: String { "Фамилия" }
    var firstName: String { "Имя" }
    var patronymic: String { "Отчество" }
    var birthDateOrYear: String { "Дата или год рождения" }
    var birthExample: String { "1990 или 17.05.1990" }
    var categoryExamples: String { "студент, преподаватель, школьник…" }
    var placeOfWorkOrStudy: String { "Место работы или учёбы" }
    var contactAndAddress: String { "Связь и адрес" }
    var emailAddress: String { "Электронная почта" }
    var postcode: String { "Индекс" }
    var street: String { "Улица" }
    var house: String { "Дом" }
    var flat: String { "Квартира" }
    var registeredOn: String { "Дата записи" }
    var noReadersYet: String { "Читателей пока нет." }
    var addNewReader: String { "+ Новый читатель" }
    var readerListPlaceholder: String { "Фамилия, билет, телефон…" }
}
