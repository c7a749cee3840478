extension InventoryNumber {
    /// Latin letters and the Cyrillic letters printed the same (`A`/`А`, `C`/`С`, `y`/`у`…).
    private static let latinToCyrillic: [Character: Character] = [
        "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х",
        "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х",
    ]
    private static let cyrillicToLatin = Dictionary(uniqueKeysWithValues: latinToCyrillic.map { ($1, $0) })

    /// The numbers that print the same with the look-alike letters typed in the other alphabet —
    /// all in Latin, all in Cyrillic — other than this one: what a keyboard in the wrong layout
    /// makes of a number on a label (`А12` for `A12`).
    public var lookAlikes: [InventoryNumber] {
        let latin = String(rawValue.map { Self.cyrillicToLatin[$0] ?? $0 })
        let cyrillic = String(rawValue.map { Self.latinToCyrillic[$0] ?? $0 })
        var seen: Set<String> = [rawValue]
        return [latin, cyrillic].filter { seen.insert($0).inserted }.map(InventoryNumber.init(unchecked:))
    }
}
