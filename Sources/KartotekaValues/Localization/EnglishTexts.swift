/// The catalogue of English: every text Kartoteka shows in English is in this type's extensions,
/// one for each module's protocol of texts and area (`EnglishTexts+Catalogue.swift` here, the
/// server's `EnglishTexts+Pages+Titles.swift`, the command line's `EnglishTexts+Commands+Book.swift`),
/// and nowhere else.
public struct EnglishTexts: Sendable {
    /// The catalogue; it holds no state.
    public init() {}

    /// The form of a noun after `count`: `one` after exactly 1, `other` after any other number.
    public func plural(_ count: Int, _ one: String, _ other: String) -> String {
        count == 1 ? one : other
    }
}
