/// The words of a catalogue search as typed: folded, at most ``maximumCount``, and the last one
/// matched as the beginning of a word while it is being typed (`войн` finds «Война и мир»,
/// `книга 17` finds «Книга 170»). A text that ends with a space has its last word complete.
public struct SearchWords: Sendable, Hashable {
    /// The most words a search takes; more are left out.
    public static let maximumCount = 8

    /// The folded words, in the order typed.
    public var words: [String]
    /// Whether the last word also matches longer words that begin with it (never for a single
    /// letter, which would match nearly everything).
    public var lastIsPrefix: Bool

    /// The words of a typed text.
    public init(_ text: String) {
        let words = Array(SearchText.words(text).prefix(Self.maximumCount))
        let endsWord = text.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? false
        self.init(words: words, lastIsPrefix: endsWord)
    }

    /// Words as given.
    public init(words: [String], lastIsPrefix: Bool) {
        self.words = words
        self.lastIsPrefix = lastIsPrefix && (words.last?.unicodeScalars.count ?? 0) >= 2
    }

    /// Whether there is nothing to search for.
    public var isEmpty: Bool { words.isEmpty }

    /// The words, one space apart.
    public var text: String { words.joined(separator: " ") }

    /// The same search without the words that carry little meaning (``SearchStopWords``), when
    /// there are some and other words remain; `nil` otherwise.
    public var withoutStopWords: SearchWords? {
        let kept = words.enumerated().filter { !SearchStopWords.contains($0.element) }
        guard !kept.isEmpty, kept.count < words.count else { return nil }
        let keptLast = kept.last?.offset == words.count - 1
        return SearchWords(words: kept.map(\.element), lastIsPrefix: lastIsPrefix && keptLast)
    }

    /// The words with some replaced (a spelling suggestion), the last one still a beginning if it was.
    public func replacing(_ replacements: [Int: String]) -> SearchWords {
        var changed = words
        for (index, word) in replacements where changed.indices.contains(index) { changed[index] = word }
        return SearchWords(words: changed, lastIsPrefix: lastIsPrefix && replacements[words.count - 1] == nil)
    }
}
