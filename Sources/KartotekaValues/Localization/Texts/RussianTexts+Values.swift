extension RussianTexts {
    package func keyMissing(_ noun: Bilingual) -> String { "Укажите \(noun.russian)." }
    package func keyTooLong(_ noun: Bilingual, limit: Int) -> String { "\(noun.russian.capitalizedFirst) длиннее \(limit) символов." }
    package func keyHasWrongCharacters(_ noun: Bilingual) -> String {
        "\(noun.russian.capitalizedFirst) может содержать только буквы, цифры и знаки - / . _ (без пробелов) и должен содержать хотя бы одну букву или цифру."
    }
    package func textTooLong(limit: Int) -> String { "Слишком длинно: не больше \(limit) знаков." }
    package var invalidValue: String { "Неверное значение." }
    package func dayNotUnderstood(_ text: String) -> String { "Дата «\(text)» не распознана: напишите ГГГГ-ММ-ДД или ДД.ММ.ГГГГ." }
    package func emailInvalid(_ text: String) -> String { "Адрес почты «\(text)» неверен: нужен вид имя@домен.ru." }
    package var priceRule: String { "Цена должна быть числом, например 254 или 254.50." }
    package var priceTooLarge: String { "Цена слишком велика." }
    package var phoneMissing: String { "Укажите телефон." }
    package func phoneInvalid(_ text: String) -> String { "Телефон «\(text)» не похож на номер: нужны цифры (от 5 до 15), можно с + - ( ) и пробелами." }
    package func house(_ number: String) -> String { "д. \(number)" }
    package func flat(_ number: String) -> String { "кв. \(number)" }
    package var branchCodeNoun: String { "код филиала" }
    public var inventoryNumberNoun: String { "инвентарный номер" }
    public var ticketNumberNoun: String { "номер читательского билета" }
    package var isbnMissing: String { "ISBN не указан." }
    package func isbnHasStrayCharacters(_ text: String) -> String { "ISBN «\(text)» содержит лишние знаки: нужны цифры (последней может быть X)." }
    package func isbnWrongLength(digits count: Int) -> String { "В ISBN должно быть 10 или 13 цифр, а здесь \(count)." }
    package func isbnWrongCheckDigit(expected: Character) -> String {
        "Неверная контрольная цифра ISBN: последней должна быть \(expected). Проверьте, не опечатка ли."
    }
    package var isbnIsUPC: String { "12 цифр — это американский код товара (UPC), а не ISBN. Найдите на книге ISBN из 10 или 13 цифр." }
    package var isbnIsISMN: String { "Номер 979-0 — это ISMN (ноты), а не ISBN." }
    package func isbnIsProductCode(prefix: String) -> String { "Штрихкод с префиксом \(prefix) — это код товара, а не ISBN (ISBN начинается с 978 или 979)." }
    package var monthDayRule: String { "День года пишется как 05-31 (месяц-день) или 31.05." }
    package func schoolClassInvalid(_ text: String) -> String {
        "«\(text.prefix(40))» — не класс: укажите номер класса от 1 до 11 и букву, например 5А или 11Б."
    }
    package func yearlyNumberRule(_ text: String) -> String {
        "«\(text)» — не номер: напишите номер в году (5) или год и номер через косую черту (2027/5)."
    }
}
