import KartotekaCore

extension RussianTexts: ReaderCommandTexts {
    var readerAddSummary: String { "записать читателя (обязательны билет, фамилия и имя)" }
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
    var readerFormularSummary: String { "читательский формуляр: сведения о читателе и все выдачи" }
    func formularHeading(_ ticket: String) -> String { "Читательский формуляр № \(ticket)" }
    var formularOut: String { "на руках" }
    var formularLost: String { "утеряна" }
    var readerPasswordSummary: String { "задать (или снять) пароль читателя для входа в электронный каталог /my" }
    var readerPasswordDetails: String {
        "Пароль — первая строка файла (- — стандартный ввод), не короче 6 знаков. Новый пароль или его снятие завершают все сеансы читателя.\n"
            + "Пример: kartoteka reader password --ticket 000123 --password-file пароль.txt"
    }
    var readerPasswordFileHelp: String { "файл, первая строка которого — новый пароль (- — стандартный ввод)" }
    var readerPasswordRemoveHelp: String { "снять пароль (читатель выйдет отовсюду)" }
    var readerCodesSummary: String { "включить или выключить одноразовые коды для входа в /my по электронной почте" }
    var readerCodesOnHelp: String { "включить коды (нужен адрес электронной почты читателя)" }
    var readerCodesOffHelp: String { "выключить коды" }
    var readerUnlockSummary: String { "снять блокировку входа читателя в /my после неверных кодов" }
    var readerPasswordSetMark: String { "пароль задан" }
    var readerNoPasswordMark: String { "пароля нет" }
    var readerCodesOnMark: String { "коды по почте" }
    func readerLockedUntilMark(_ time: String) -> String { "вход заблокирован до \(time)" }
}
