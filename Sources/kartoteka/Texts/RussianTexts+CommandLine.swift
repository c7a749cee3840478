import KartotekaCore

extension RussianTexts: CommandLineTexts {
    var checkTheInput: String { "проверьте данные:" }
    func fileNotFound(_ path: String) -> String { "файл не найден: \(path)" }
    func fileNotWritten(_ path: String, reason: String) -> String { "не удалось записать файл \(path): \(reason)" }
    var noSuchFolder: String { "такой папки нет" }
    var notAllowedToWrite: String { "нет прав на запись в эту папку или файл" }
    var pathIsAFolder: String { "это папка, а не файл" }
    var diskFull: String { "на диске нет места" }
    var diskReadOnly: String { "диск доступен только для чтения" }
    var databaseOptionHelp: String { "файл базы данных или адрес PostgreSQL postgresql://… (или KARTOTEKA_DB; по умолчанию ./data/kartoteka.sqlite)" }
    var serverOptionHelp: String { "работать через сервер Картотеки вместо базы (или KARTOTEKA_SERVER; server в файле настроек)" }
    var tokenOptionHelp: String { "API-токен для сервера; лучше KARTOTEKA_TOKEN или token в файле настроек: параметры видны в ps" }
    var languageOptionHelp: String { "язык сообщений (по умолчанию из LANG, иначе русский)" }
    var languageChoices: String { "ru или en." }
    var configurationOptionHelp: String { "файл настроек (или KARTOTEKA_CONFIG; по умолчанию ./kartoteka.conf, если есть)" }
    var jsonOptionHelp: String { "вывод в JSON для скриптов" }
    var helpOptionHelp: String { "справка по команде" }
    var versionOptionHelp: String { "версия программы" }
    var programSummary: String { "kartoteka — библиотечная картотека: каталог, читатели, выдача книг, обмен с ИРБИС64." }
    var programUsage: String { "Использование: kartoteka [--db FILE|URL | --server URL] [--lang ru|en] [--json] <команда> [параметры]" }
    var commandsHeading: String { "Команды:" }
    var globalOptionsHeading: String { "Общие параметры:" }
    var moreOnACommand: String { "Подробнее о команде: kartoteka <команда> --help" }
    var withAServer: String { "С сервером (--server, KARTOTEKA_SERVER) команды работают через его API с токеном из KARTOTEKA_TOKEN;" }
    func onlyWithLocalDatabase(_ commands: [String]) -> String { "только с локальной базой: \(commands.joined(separator: ", "))." }
    var exitCodes: String { "Коды выхода: 0 — готово, 1 — ошибка (сообщение объясняет), 64 — неверная командная строка." }
    func groupCommandsHeading(_ group: String) -> String { "Команды kartoteka \(group):" }
    func moreOnGroup(_ group: String) -> String { "Подробнее: kartoteka \(group) <команда> --help" }
    func commandUsage(_ line: String, withOptions: Bool) -> String { "Использование: kartoteka \(line)" + (withOptions ? " [параметры]" : "") }
    var optionsHeading: String { "Параметры:" }
    var worksOnlyLocally: String { "Работает только с локальной базой данных (не через --server)." }
    func globalOptionsLine(_ options: [String]) -> String { "Общие параметры: \(options.joined(separator: ", "))" }
    func commandOnlyLocal(_ command: String, server: String) -> String {
        "Команда «\(command)» работает только с локальной базой данных, а задан сервер \(server). Выполните её на компьютере, где лежит база: kartoteka --db ФАЙЛ \(command) … (--db отменяет сервер из KARTOTEKA_SERVER и файла настроек)."
    }
    func optionOnlyLocal(_ option: String, command: String) -> String {
        "Параметр --\(option) действует только с локальной базой данных. Через сервер «\(command)» работает без него: сервер берёт это из своих настроек."
    }
    func wholeNumberInRange(_ range: ClosedRange<Int>) -> String { "нужно целое число от \(range.lowerBound) до \(range.upperBound)." }
    var dateExpected: String { "нужна дата ГГГГ-ММ-ДД." }
    var wholeNumberExpected: String { "нужно целое число." }
    func unknownCommand(_ word: String) -> String { "Неизвестная команда «\(word)»." }
    func missingCommand(group: String) -> String { "Укажите, что сделать: kartoteka \(group) <команда>." }
    func notAGlobalOption(_ option: String, options: [String]) -> String {
        "У kartoteka нет общего параметра \(option); общие параметры: \(options.joined(separator: ", ")). Параметры команды пишутся после неё: kartoteka <команда> \(option) …"
    }
    func missingValue(option: String) -> String { "После --\(option) нужно значение (значение, начинающееся с --, пишется так: --\(option)=…)." }
    func unexpectedValue(option: String) -> String { "Параметр --\(option) не принимает значения." }
    func repeatedOption(_ option: String, first: String, second: String) -> String {
        "Параметр --\(option) указан дважды с разными значениями («\(first)» и «\(second)»); укажите одно."
    }
    func missingOption(_ option: String, command: String) -> String { "Команде «\(command)» нужен параметр --\(option)." }
    func missingArgument(_ name: String, command: String) -> String { "Команде «\(command)» нужен аргумент <\(name)>." }
    func extraArgument(_ word: String, command: String) -> String { "Лишний аргумент «\(word)» у команды «\(command)»." }
    func conflictingOptions(_ first: String, _ second: String) -> String { "Укажите либо --\(first), либо --\(second), но не оба." }
    func argumentDisagreesWithOption(_ name: String, argument: String, option: String) -> String {
        "Значение <\(name)> указано дважды и по-разному: \(argument) и --\(name) \(option). Укажите его один раз."
    }
    func invalidValue(option: String, value: String, expected: Bilingual) -> String {
        "Неверное значение --\(option) «\(value)»: \(expected.russian)"
    }
    func notAnOptionOfCommandWithoutOptions(_ option: String, command: String) -> String {
        "У команды «\(command)» нет параметра \(option); своих параметров у неё нет (общие: kartoteka --help)."
    }
    func notAnOptionOfCommand(_ option: String, command: String, options: [String]) -> String {
        "У команды «\(command)» нет параметра \(option); её параметры: \(options.joined(separator: ", "))."
    }
    func warning(_ message: String) -> String { "Предупреждение: \(message)" }
    func copyDeleted(_ inventory: InventoryNumber) -> String { "Экземпляр \(inventory) удалён." }
    var changesSaved: String { "Изменения сохранены." }
    var smtpUserHelp: String { "имя пользователя на почтовом сервере" }
    var smtpFromHelp: String { "адрес отправителя" }
    var signStyleChoices: String { "compact или spaced." }
    var cityHelp: String { "город" }
    var offsetHelp: String { "пропустить столько строк" }
    var limitHelp: String { "показать не больше строк (до 500)" }
    func moreRows(offset: Int) -> String { "… есть ещё: --offset \(offset)" }
    func configurationUnreadable(_ path: String) -> String { "Не удалось прочитать файл настроек \(path)." }
    func configurationLineWrong(_ path: String, line: Int, text: String) -> String {
        "\(path), строка \(line): «\(text)» — ожидается «ключ = значение» с известным ключом."
    }
    func configurationValueWrong(key: String, value: String, expected: String) -> String { "Настройка \(key) = «\(value)»: ожидается \(expected)." }
    func mailPasswordFileReadable(_ path: String) -> String {
        "Файл с паролем почты \(path) могут читать другие пользователи компьютера. Оставьте его только владельцу: chmod 600 \(path)."
    }
    func serverAddressUnusable(_ address: String) -> String {
        "Адрес сервера «\(address)» не подходит: нужен адрес вида http://host:3000 или https://host (--server, KARTOTEKA_SERVER или server в файле настроек)."
    }
    func helpPointer(_ command: String) -> String { "Справка: \(command)" }
    var errorPrefix: String { "Ошибка: " }
}
