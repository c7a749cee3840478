/// A reader category ("profile", IRBIS field 50): the group a reader belongs to — pupils,
/// teachers, staff, adults — as the library names them. Two spellings that differ only in letter
/// case, `ё`/`е` or spacing are one category, so the loan rules of a category reach every reader
/// in it however the name was typed.
public struct ReaderCategory: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name as the library writes it, spacing tidied.
    public let name: String
    /// The name folded for comparison: lower case, `ё` as `е`, single spaces.
    public let key: String

    /// A category by its name; `nil` for an empty name (no category).
    public init?(_ name: String) {
        let tidy = name.collapsedWhitespace
        guard !tidy.isEmpty else { return nil }
        self.name = tidy
        key = SearchText.fold(tidy)
    }

    public var description: String { name }

    public static func == (lhs: ReaderCategory, rhs: ReaderCategory) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let category = ReaderCategory(name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty category"))
        }
        self = category
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
