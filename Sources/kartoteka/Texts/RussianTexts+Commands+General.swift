import KartotekaCore

extension RussianTexts: GeneralCommandTexts {
    var authorSignSummary: String { "авторский знак по таблице Хавкиной" }
    var authorSignDetails: String { "Через сервер (--server) настройки библиотеки не читаются: по умолчанию compact." }
    var signStyleHelp: String { "Л49 (compact) или Л 49 (spaced); по умолчанию из настроек библиотеки" }
    func noAuthorSign(_ surname: String) -> String {
        "Для «\(surname)» нет авторского знака: фамилия должна начинаться с русской или латинской буквы."
    }
    var cardParseSummary: String { "прочитать текст QR-карточки книги (файл или - для стандартного ввода)" }
    var isbnCheckSummary: String { "проверить ISBN и показать его формы" }
    func validISBN(_ isbn: ISBN) -> String { "\(isbn.hyphenated) — верный ISBN" + (isbn.hyphenated10.map { ", ISBN-10: \($0)" } ?? "") }
    var initSummary: String { "создать базу данных (или обновить её схему)" }
    func databaseReady(_ path: String, schema: Int) -> String { "База данных готова: \(path) (схема \(schema))." }
}
