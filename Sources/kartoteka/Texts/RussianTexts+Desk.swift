import KartotekaCore

extension RussianTexts: DeskTexts {
    func noDatabase(at path: String) -> String { "нет базы данных \(path); создайте её: `kartoteka --db \(path) init`" }
    var connectionRefused: String { "соединение не принято (сервер не запущен или порт не тот)" }
    var unknownHost: String { "такого имени компьютера нет" }
    var serverTimedOut: String { "сервер не ответил вовремя" }
    var networkDown: String { "нет связи с сетью" }
    var secureConnectionFailed: String { "не удалось установить защищённое соединение (проверьте сертификат сервера)" }
    func connectionError(code: Int) -> String { "ошибка соединения \(code)" }
    var howToGetAToken: String {
        "Токен выпускает администратор на компьютере сервера: kartoteka user token add ИМЯ --name НАЗВАНИЕ; передайте его через KARTOTEKA_TOKEN или token в файле настроек."
    }
    func tokenNotAllowed(command: String, reason: String) -> String {
        "Сервер не разрешает учётной записи этого токена команду «\(command)». \(reason)"
    }
    func serverUnreachable(_ server: String, reason: Bilingual) -> String {
        "Нет связи с сервером \(server): \(reason.russian). Проверьте адрес (--server, KARTOTEKA_SERVER или server в файле настроек) и что сервер запущен (kartoteka serve)."
    }
    func notAKartotekaServer(_ server: String, status: Int) -> String {
        "По адресу \(server) ответил не сервер Картотеки (HTTP \(status)). Проверьте адрес сервера."
    }
    func cannotBuildRequest(_ reason: String) -> String { "Такой запрос серверу не отправить: \(reason)" }
    func uploadTooLarge(server: String) -> String {
        "Сервер \(server) принимает файлы не больше 32 МиБ. Импортируйте большой файл на компьютере сервера (kartoteka --db ФАЙЛ import …) или разделите его на части."
    }
    func tokenMissing(server: String) -> String { "Серверу \(server) нужен API-токен, а он не задан. " + howToGetAToken }
    func tokenRejected(server: String) -> String {
        "Сервер \(server) не принял API-токен: проверьте его — он мог быть введён с ошибкой, отозван, или учётная запись отключена. " + howToGetAToken
    }
}
