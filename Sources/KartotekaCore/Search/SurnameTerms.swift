/// Russian surnames in «-ов», «-ев» (Чехов, Тургенев) as the search index's stemmer treats them:
/// Snowball takes «-ов», «-ев» off as an ending (`чехов` → `чех`) but the surname in another case
/// only to them (`чехова` → `чехов`), so the two meet only when the search looks for both.
public enum SurnameTerms {
    /// The endings of a term that may be such a surname.
    static let endings = ["ов", "ев"]

    /// Whether `term` (the index's form of a word typed) may be such a surname in the nominative.
    public static func mayBeSurname(_ term: String) -> Bool {
        endings.contains { term.hasSuffix($0) }
    }
}
