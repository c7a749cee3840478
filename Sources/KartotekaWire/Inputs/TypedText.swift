/// Reads a JSON value that people may send as a number (`254.5`) or as text (`"254,50"`), as
/// text for the same checks a form's field gets.
enum TypedText {
    /// The value under `key` as text, if present and not `null`.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> String? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let number = try? container.decode(Double.self, forKey: key) { return String(number) }
        return try container.decode(String.self, forKey: key)
    }
}
