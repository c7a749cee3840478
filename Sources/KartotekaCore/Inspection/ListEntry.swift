extension ListEntry {
    /// How the Ministry words an entry it has struck out of the list, keeping its number:
    /// «Исключён…», «Исключен…». Such an entry bans nothing.
    public static let struckPrefixes = ["Исключен", "исключен", "Исключён", "исключён", "ИСКЛЮЧЕН", "ИСКЛЮЧЁН"]
}
