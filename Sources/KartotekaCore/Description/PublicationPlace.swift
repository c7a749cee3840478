/// The place of publication as ГОСТ Р 7.0.100-2018 wants it in every description: in full
/// (`Москва`, not `М.`). Forms, imports and look-ups write it through ``inFull(_:)``.
public enum PublicationPlace {
    /// The standard abbreviations of cities of publication (ГОСТ 7.0.12) and their full names.
    static let cities: [String: String] = [
        "м.": "Москва", "м": "Москва", "л.": "Ленинград", "спб.": "Санкт-Петербург", "спб": "Санкт-Петербург",
        "с.-петербург": "Санкт-Петербург", "к.": "Киев", "мн.": "Минск", "н. новгород": "Нижний Новгород",
        "н.новгород": "Нижний Новгород", "ростов н/д": "Ростов-на-Дону", "ростов н/д.": "Ростов-на-Дону",
        "пг.": "Петроград",
    ]

    /// The city in full: `М.` → `Москва`; anything else as written (whitespace tidied).
    public static func inFull(_ text: String) -> String {
        let cleaned = text.collapsedWhitespace
        return cities[cleaned.lowercased()] ?? cleaned
    }
}
