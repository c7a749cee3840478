extension RussianTexts: ValueTexts {
    func keyMissing(_ noun: Bilingual) -> String { "Укажите \(noun.russian)." }
    func keyTooLong(_ noun: Bilingual, limit: Int) -> String { "\(noun.russian.capitalizedFirst) длиннее \(limit) символов." }
    func keyHasWrongCharacters(_ noun: Bilingual) -> String {
        "\(noun.russian.capitalizedFirst) может содержать только буквы, цифры и знаки - / . _ (без пробелов) и должен содержать хотя бы одну букву или цифру."
    }
    func textTooLong(limit: Int) -> String { "Слишком длинно: не больше \(limit) знаков." }
    var invalidValue: String { "Неверное значение." }
    func dayNotUnderstood(_ text: String) -> String { "Дата «\(text)» не распознана: напишите ГГГГ-ММ-ДД или ДД.ММ.ГГГГ." }
    func emailInvalid(_ text: String) -> String { "Адрес почты «\(text)» неверен: нужен вид имя@домен.ru." }
    var priceRule: String { "Цена должна быть числом, например 254 или 254.50." }
    var priceTooLarge: String { "Цена слишком велика." }
    var phoneMissing: String { "Укажите телефон." }
    func phoneInvalid(_ text: String) -> String { "Телефон «\(text)» не похож на номер: нужны цифры (от 5 до 15), можно с + - ( ) и пробелами." }
    func house(_ number: String) -> String { "д. \(number)" }
    func flat(_ number: String) -> String { "кв. \(number)" }
}
