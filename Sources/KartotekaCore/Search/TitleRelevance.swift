/// The four parts of a title the search tells apart, most telling first: a word in the title
/// counts most, then in the authors, then in the subjects (subtitle and keywords), then in the
/// rest (annotation, publisher, place).
public enum SearchField: Int, Sendable, CaseIterable {
    /// The title proper.
    case title
    /// Every author's surname, initials and given names.
    case authors
    /// The subtitle and the keywords.
    case subjects
    /// The annotation, the publisher and the place of publication.
    case other
}

extension TitleMatchCounts {
    /// Whether every word searched is among the authors' names.
    public var isAuthorMatch: Bool {
        !hits.isEmpty && hits.allSatisfy { $0[SearchField.authors.rawValue] > 0 }
    }
}

/// How relevant a title is to a search: exact title matches first, then titles whose authors
/// match every word, then the rest; within each, a field-weighted BM25 score (BM25F: a word
/// counts more in the title than among the authors, more there than in the subjects, and more in
/// a short field than in a long one); ties go to titles with a copy on the shelf, then to newer
/// editions, then to the earlier catalogued.
///
/// Every word typed must match, so the words are weighted alike (no inverse document
/// frequency): the order depends only on where each title holds them.
public struct TitleRelevance: Sendable, Hashable, Comparable {
    /// 0 for an exact title, 1 when the authors match every word, 2 otherwise.
    public var tier: Int
    /// The BM25F score (higher first).
    public var score: Double
    /// Whether a copy is on the shelf; `nil` when not looked up (no tie to break).
    public var available: Bool?
    /// The year of publication.
    public var year: Int?
    /// The title's id.
    public var id: Int64

    /// The weight of a word in each field.
    public static let fieldWeights: [Double] = [10, 6, 3, 1]
    /// A field's usual length in words, against which a field's length is compared.
    public static let typicalFieldSizes: [Double] = [4, 4, 6, 16]
    /// How much a field's length matters (BM25's `b`).
    public static let lengthEffect = 0.75
    /// How soon more occurrences stop counting (BM25's `k1`).
    public static let saturation = 1.2

    /// The relevance of a title with these counts (`nil`: found as an exact title only).
    public init(id: Int64, exactTitle: Bool, counts: TitleMatchCounts?) {
        self.id = id
        tier = exactTitle ? 0 : counts?.isAuthorMatch == true ? 1 : 2
        score = exactTitle ? 0 : counts.map(Self.score) ?? 0
    }

    /// The BM25F score of the counts.
    public static func score(_ counts: TitleMatchCounts) -> Double {
        var total = 0.0
        for word in counts.hits {
            var weighted = 0.0
            for field in 0..<min(word.count, fieldWeights.count) where word[field] > 0 {
                let size = field < counts.fieldSizes.count ? Double(counts.fieldSizes[field]) : typicalFieldSizes[field]
                let norm = 1 - lengthEffect + lengthEffect * size / typicalFieldSizes[field]
                weighted += fieldWeights[field] * Double(word[field]) / norm
            }
            total += weighted * (saturation + 1) / (weighted + saturation)
        }
        return total
    }

    /// Whether two relevances tie on tier and score, so that availability and year decide.
    public func ties(with other: TitleRelevance) -> Bool {
        tier == other.tier && score == other.score
    }

    /// More relevant first.
    public static func < (left: TitleRelevance, right: TitleRelevance) -> Bool {
        if left.tier != right.tier { return left.tier < right.tier }
        if left.score != right.score { return left.score > right.score }
        let leftAvailable = left.available ?? false
        let rightAvailable = right.available ?? false
        if leftAvailable != rightAvailable { return leftAvailable }
        if left.year != right.year { return (left.year ?? Int.min) > (right.year ?? Int.min) }
        return left.id < right.id
    }
}
