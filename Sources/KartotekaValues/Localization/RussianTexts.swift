/// The catalogue of Russian: every text Kartoteka shows in Russian is in this type's extensions,
/// one for each module's protocol of texts and area (`RussianTexts+Catalogue.swift` here, the
/// server's `RussianTexts+Pages+Titles.swift`, the command line's `RussianTexts+Commands+Book.swift`),
/// and nowhere else.
public struct RussianTexts: Sendable {
    /// The catalogue; it holds no state.
    public init() {}

    /// The form of a noun after `count`: `one` after 1, 21, 31… (день), `few` after 2–4, 22–24…
    /// (дня), `many` after the rest (дней).
    public func plural(_ count: Int, _ one: String, _ few: String, _ many: String) -> String {
        switch RussianPluralForm(count) {
        case .one: one
        case .few: few
        case .many: many
        }
    }
}

/// Which of its three plural forms a Russian noun takes after a number.
public enum RussianPluralForm: Sendable, Equatable {
    /// After 1, 21, 31… but not 11: «1 день».
    case one
    /// After 2–4, 22–24… but not 12–14: «2 дня».
    case few
    /// After 0, 5–20, 25–30…: «5 дней».
    case many

    /// The form a noun takes after `count`.
    public init(_ count: Int) {
        let lastTwo = count.magnitude % 100
        let last = lastTwo % 10
        self = if (11...14).contains(lastTwo) { .many } else if last == 1 { .one } else if (2...4).contains(last) { .few } else { .many }
    }
}
