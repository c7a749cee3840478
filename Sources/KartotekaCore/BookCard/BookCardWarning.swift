/// A card line that was not understood; reading goes on.
public enum BookCardWarning: Sendable, Hashable {
    /// A key the card format does not know; the value is kept for the person to see.
    case unknownKey(line: Int, key: String, value: String)
    /// A line with no colon.
    case lineWithoutColon(line: Int, text: String)
    /// A key given twice: the later value is used.
    case repeatedKey(line: Int, key: String)

    /// What the warning says.
    public var message: Bilingual {
        switch self {
        case .unknownKey(let line, let key, let value):
            Bilingual(ru: "Строка \(line): неизвестное поле «\(key)» (значение «\(value)» не использовано).",
                      en: "Line \(line): unknown field “\(key)” (its value “\(value)” was not used).")
        case .lineWithoutColon(let line, let text):
            Bilingual(ru: "Строка \(line): нет двоеточия между полем и значением: «\(text)».",
                      en: "Line \(line): no colon between field and value: “\(text)”.")
        case .repeatedKey(let line, let key):
            Bilingual(ru: "Строка \(line): поле «\(key)» повторяется, взято последнее значение.",
                      en: "Line \(line): the field “\(key)” is repeated; the last value is used.")
        }
    }
}
