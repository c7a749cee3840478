import Foundation

/// A line key of the QR book card, in the order cards are written.
public enum BookCardKey: String, Sendable, CaseIterable, Codable {
    case isbn = "ISBN"
    case authorSurname = "Фамилия автора"
    case authorInitials = "Инициалы автора"
    case title = "Название книги"
    case publisher = "Название издательства"
    case city = "Город издания"
    case year = "Год издания"
    case pages = "Число страниц"
    case price = "Цена"
    case bbk = "ББК"
    case authorSign = "Авторский знак"
    case inventoryNumber = "Инвентарный номер"

    /// English spellings also accepted on reading, for cards made by other tools.
    var englishAliases: [String] {
        switch self {
        case .isbn: []
        case .authorSurname: ["author surname", "author"]
        case .authorInitials: ["author initials", "initials"]
        case .title: ["title"]
        case .publisher: ["publisher"]
        case .city: ["city", "place of publication"]
        case .year: ["year"]
        case .pages: ["pages"]
        case .price: ["price"]
        case .bbk: ["bbk"]
        case .authorSign: ["author sign"]
        case .inventoryNumber: ["inventory number", "inventory"]
        }
    }

    /// Finds the key a card line names, ignoring case, `ё`/`е` and extra spaces.
    init?(line key: String) {
        let wanted = BookCardKey.fold(key)
        guard let match = BookCardKey.allCases.first(where: { candidate in
            BookCardKey.fold(candidate.rawValue) == wanted || candidate.englishAliases.contains(wanted)
        }) else { return nil }
        self = match
    }

    static func fold(_ text: String) -> String {
        text.collapsedWhitespace.lowercased().replacingOccurrences(of: "ё", with: "е")
    }
}
