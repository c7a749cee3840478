/// The Havkina author-sign table: each entry says which sign surnames starting at some letters get.
///
/// A surname gets the sign of the entry with the greatest letters that still sort at or before
/// it: `Лермонтов` sorts after `Лер` (Л 49) and before `Лес` (Л 50), so it gets `Л 49`.
struct HavkinaTable: Sendable {
    struct Entry: Sendable {
        let letters: String
        let sign: String
    }

    /// Entries grouped by their first (folded) letter, each group sorted by letters.
    private let groups: [Character: [Entry]]

    /// The table compiled from `data/irbis/hav.mnu.cp1251`.
    static let shared = HavkinaTable(data: HavkinaTable.data)

    init(data: String) {
        var groups: [Character: [Entry]] = [:]
        for line in data.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2 else { continue }
            let letters = HavkinaTable.fold(String(parts[1]))
            guard let first = letters.first else { continue }
            groups[first, default: []].append(Entry(letters: letters, sign: String(parts[0])))
        }
        self.groups = groups.mapValues { $0.sorted { $0.letters.unicodeScalars.lexicographicallyPrecedes($1.letters.unicodeScalars) } }
    }

    /// The sign for a surname as the table writes it (`Л 49`, `З-11`), or `nil` when the surname
    /// does not start with a letter the table covers.
    func sign(for surname: String) -> String? {
        let key = HavkinaTable.fold(surname)
        guard let first = key.first, let entries = groups[first] else { return nil }
        let scalars = key.unicodeScalars
        var low = 0
        var high = entries.count
        // Find the last entry whose letters are <= the surname.
        while low < high {
            let middle = (low + high) / 2
            if scalars.lexicographicallyPrecedes(entries[middle].letters.unicodeScalars) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low == 0 ? nil : entries[low - 1].sign
    }

    /// Lower case, `ё` as `е`, `й` as `и`, letters only.
    static func fold(_ text: String) -> String {
        String(text.lowercased().compactMap { character -> Character? in
            switch character {
            case "ё": "е"
            case "й": "и"
            default: character.isLetter ? character : nil
            }
        })
    }
}
