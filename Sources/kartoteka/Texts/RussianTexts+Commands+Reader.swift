import KartotekaCore

extension RussianTexts: ReaderCommandTexts {
    var readerAddSummary: String { "записать читателя (обязательны билет, фамилия, имя, телефон)" }
    var readerAddDetails: String { "Пример: kartoteka reader add --ticket 000123 --surname Иванов --name Иван --phone \"+7 900 000-00-00\"" }
    var readerRegistered: String { "Читатель записан." }
    var readerDeleteSummary: String { "удалить читателя (если у него нет книг на руках)" }
    func readerDeleted(_ ticket: TicketNumber) -> String { "Читатель с билетом \(ticket) удалён." }
    var readerEditSummary: String { "изменить данные читателя (--ticket — чей билет; --new-ticket — новый номер)" }
    var newTicketHelp: String { "новый номер билета" }
    var readerExportDataSummary: String { "всё, что библиотека хранит о читателе (JSON), — по его запросу" }
    var readerListSummary: String { "список читателей" }
    var readerSearchSummary: String { "поиск читателей по имени, билету, телефону" }
    var readerShowSummary: String { "карточка читателя: книги на руках и история" }
}
