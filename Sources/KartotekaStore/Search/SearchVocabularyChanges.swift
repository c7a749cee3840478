import KartotekaCore

/// How the search vocabulary changes as titles are indexed, changed and removed: for each word,
/// how many more (or fewer) titles hold it. Gathered over a change — one title, or a whole import
/// batch — and written once (``StoreConnection/applySearchVocabulary(_:)``).
package struct SearchVocabularyChanges: Sendable {
    /// The change in titles holding each word.
    package private(set) var counts: [SearchWordKey: Int] = [:]

    /// No changes.
    package init() {}

    /// A title with these fields is added (or, with `-1`, removed).
    package mutating func add(_ fields: TitleSearchFields, by change: Int = 1) {
        for word in fields.words {
            counts[word, default: 0] += change
        }
    }

    /// A title's fields change from `old` to `new`.
    package mutating func replace(_ old: TitleSearchFields, with new: TitleSearchFields) {
        add(old, by: -1)
        add(new)
    }

    /// Adds another set of changes to these.
    package mutating func merge(_ other: SearchVocabularyChanges) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    /// Whether nothing changes.
    package var isEmpty: Bool {
        counts.values.allSatisfy { $0 == 0 }
    }
}
