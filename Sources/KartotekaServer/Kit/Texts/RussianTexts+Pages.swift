import KartotekaCore
import KartotekaWire

extension RussianTexts: PageTexts {
    var languageName: String { "Русский" }
    var save: String { "Сохранить" }
    var delete: String { "Удалить" }
    var accounts: String { "Учётные записи" }
    var staffSignIn: String { "Вход для сотрудников" }
    var signIn: String { "Войти" }
    var export: String { "Экспорт" }
    var thatDidNotWork: String { "Не получилось" }
    var home: String { "На главную" }
    var cancel: String { "Отмена" }
    var books: String { "Книги" }
    var search: String { "Поиск" }
    var searchButton: String { "Найти" }
    var readerRemoved: String { "читатель удалён" }
    func overdueBy(days: Int) -> String { "просрочено на \(days) \(plural(days, "день", "дня", "дней"))" }
    var due: String { "до" }
    var returnLoan: String { "Вернуть" }
    var renew: String { "Продлить" }
    var edit: String { "Изменить" }
    var find: String { "Найти" }
    var scan: String { "Сканировать" }
    var booksTileNote: String { "Каталог, поиск, выдача и возврат" }
    var readers: String { "Читатели" }
    var readersTileNote: String { "Запись читателей, книги на руках" }
    var scanTileNote: String { "QR-карточка или штрихкод ISBN" }
    var overdue: String { "Просрочки" }
    var overdueTileNote: String { "Кто не вернул книги вовремя" }
    var locations: String { "Адреса" }
    var librariesByCountry: String { "Библиотеки по странам" }
    var exportTileNote: String { "Передача записей в ИРБИС64" }
    var settings: String { "Настройки" }
    var settingsTileNote: String { "Сроки выдачи, авторский знак" }
    var accountsTileNote: String { "Сотрудники и их права" }
    var homePage: String { "Главная" }
    var kartoteka: String { "Картотека" }
    var catalogueSearchPlaceholder: String { "Название, автор, ISBN…" }
    var searchBooks: String { "Поиск книг" }
    var library: String { "Библиотека" }
    var libraryCatalogue: String { "Каталог библиотеки" }
    var catalogue: String { "Каталог" }
    var catalogueTileNote: String { "Какие книги есть и свободны ли они" }
    var staffTileNote: String { "Выдача, читатели, каталогизация" }
    var requestIDToQuote: String { "Номер запроса для обращения" }
    var back: String { "← Назад" }
    var notFound: String { "Не найдено" }
    var checkFieldsInRed: String { "Проверьте поля, отмеченные красным:" }
    var signOut: String { "Выйти" }
    var bookSaved: String { "Книга сохранена." }
    var bookDeleted: String { "Книга удалена." }
    var copyAdded: String { "Экземпляр добавлен." }
    var copySaved: String { "Экземпляр сохранён." }
    var copyDeleted: String { "Экземпляр удалён." }
    var bookLent: String { "Книга выдана." }
    var bookReturned: String { "Книга возвращена." }
    var loanRenewed: String { "Выдача продлена." }
    var readerSaved: String { "Читатель сохранён." }
    var readerDeleted: String { "Читатель удалён." }
    var locationSaved: String { "Адрес сохранён." }
    var locationDeleted: String { "Адрес удалён." }
    var settingsSaved: String { "Настройки сохранены." }
    var backupMade: String { "Резервная копия сделана." }
    var oldLoansAnonymised: String { "Старые выдачи обезличены." }
    var accountSaved: String { "Учётная запись сохранена." }
    var accountDeleted: String { "Учётная запись удалена." }
    var previousPage: String { "← Назад" }
    var rows: String { "строки" }
    var nextPage: String { "Дальше →" }
}
