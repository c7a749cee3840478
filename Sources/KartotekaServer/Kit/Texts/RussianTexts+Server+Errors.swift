import KartotekaCore
import KartotekaWire

extension RussianTexts: ServerErrorTexts {
    func bodyTooLarge(megabytes: Int) -> String { "Файл слишком велик: сервер принимает не больше \(megabytes) МБ за раз. Разделите его на части." }
    func unsupportedMediaType(_ type: String) -> String { "Тело запроса должно быть JSON (Content-Type: application/json), а пришло «\(type)»." }
    var malformedJSON: String { "Тело запроса — не корректный JSON-объект в UTF-8. Проверьте кавычки, запятые и скобки." }
    func unknownFields(_ fields: [String]) -> String { "Неизвестные поля: \(fields.joined(separator: ", ")). Уберите их или исправьте имена." }
    func wrongType(field: String, expected: String) -> String {
        "Поле «\(field)» должно быть \(expected == "number" ? "числом" : expected == "array" ? "массивом" : expected == "boolean" ? "true/false" : expected == "object" ? "объектом" : "строкой")."
    }
    func missingField(_ field: String) -> String { "Не хватает обязательного поля «\(field)»." }
    func invalidParameter(name: String, value: String) -> String { "Неверное значение параметра «\(name)»: «\(value)»." }
    func nothingAt(_ path: String) -> String { "Здесь ничего нет: \(path)." }
    func methodNotAllowed(_ method: String, allowed: [String]) -> String {
        "Метод \(method) здесь не поддерживается; можно: \(allowed.joined(separator: ", "))."
    }
    var internalServerError: String { "Внутренняя ошибка сервера. Подробности записаны в журнал сервера; сообщите администратору номер запроса." }
    var mailNotSentByServer: String {
        "Письмо не отправлено: почтовый сервер из настроек не принял его. Проверьте настройки почты или повторите позже; подробности — в журнале сервера под номером запроса."
    }
    var backupNotMade: String {
        "Резервная копия не сделана. Проверьте папку для копий в настройках и место на диске; подробности — в журнале сервера под номером запроса."
    }
    var databaseUnavailable: String { "База данных сейчас недоступна. Повторите через минуту; если не пройдёт — сообщите администратору номер запроса." }
}
