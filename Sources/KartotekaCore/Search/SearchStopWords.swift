/// Russian and English words that carry little meaning of their own — prepositions,
/// conjunctions, particles, articles (folded, as ``SearchText/words(_:)`` gives them).
///
/// The index keeps them, so that a title made of them («Оно», "It") is still found, and a
/// search asks for them first; only when that finds nothing or little is the search repeated
/// without them (`стихи о войне` then finds «Стихи про войну»).
public enum SearchStopWords {
    /// The words.
    public static let all: Set<String> = [
        // Russian
        "а", "без", "в", "во", "да", "для", "до", "же", "за", "и", "из", "или", "к", "ко", "ли", "на", "над", "не", "ни",
        "но", "о", "об", "обо", "от", "по", "под", "при", "про", "с", "со", "то", "у", "уж", "чем", "через", "что", "бы",
        // English
        "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "with",
    ]

    /// Whether the folded word is one of them.
    public static func contains(_ word: String) -> Bool {
        all.contains(word)
    }
}
