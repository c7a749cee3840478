extension InventoryNumber {
    /// Latin letters and the Cyrillic letters printed the same (`A`/`А`, `C`/`С`, `y`/`у`…).
    private static let latinToCyrillic: [Character: Character] = [
        "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х",
        "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х",
    ]
    private static let cyrillicToLatin = Dictionary(uniqueKeysWithValues: latinToCyrillic.map { ($1, $0) })

    /// The numbers that print the same with look-alike letters typed in the other alphabet, other
    /// than this one: what a keyboard in the wrong layout makes of a number on a label (`А12` for
    /// `A12`), and the numbers that mix both alphabets (`АB12`). With more than six such letters
    /// only the all-Latin and all-Cyrillic spellings are given.
    public var lookAlikes: [InventoryNumber] {
        let spellings: [String]
        if rawValue.filter({ Self.counterpart($0) != nil }).count > 6 {
            spellings = [latinSpelling, String(rawValue.map { Self.latinToCyrillic[$0] ?? $0 })]
        } else {
            spellings = rawValue.reduce(into: [""]) { spellings, character in
                let choices = [character] + [Self.counterpart(character)].compactMap { $0 }
                spellings = spellings.flatMap { spelling in choices.map { spelling + String($0) } }
            }
        }
        var seen: Set<String> = [rawValue]
        return spellings.filter { seen.insert($0).inserted }.map(InventoryNumber.init(unchecked:))
    }

    /// The number with every look-alike letter in Latin: one key for all the spellings that print alike.
    public var latinSpelling: String {
        String(rawValue.map { Self.cyrillicToLatin[$0] ?? $0 })
    }

    /// The letter printed the same in the other alphabet, if there is one.
    private static func counterpart(_ character: Character) -> Character? {
        latinToCyrillic[character] ?? cyrillicToLatin[character]
    }
}
