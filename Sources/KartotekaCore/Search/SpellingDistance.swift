/// How far apart two spellings are, and the keys that find near spellings in a word list.
///
/// The distance counts the letters to insert, delete, replace or swap with a neighbour
/// (Damerau–Levenshtein, optimal string alignment): `тостой` → `толстой` is 1.
///
/// The keys are a word and the word with one letter left out. A word one edit away from another
/// always shares a key with it (`тостой` is `толстой` without its `л`); keeping the keys of the
/// catalogue's words in an index finds the near spellings of a typed word with a handful of
/// exact look-ups instead of comparing it with every word. Looking the typed word up by the keys
/// with two letters left out too finds most words two edits away (`лермантова`: `лермонтов`).
public enum SpellingDistance {
    /// The shortest word that gets keys and suggestions: shorter ones are too easily another word.
    public static let shortestWord = 4

    /// The edit distance between two words, or `nil` when it exceeds `limit`.
    public static func distance(_ left: String, _ right: String, limit: Int = 2) -> Int? {
        let a = Array(left.unicodeScalars)
        let b = Array(right.unicodeScalars)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The word and each spelling of it with up to `leftOut` letters (1 or 2) left out, without
    /// repeats; none for words shorter than ``shortestWord`` or with digits.
    public static func keys(of word: String, leftOut: Int = 1) -> [String] {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= shortestWord, !scalars.contains(where: { ("0"..."9").contains($0) }) else { return [] }
        var keys = [word]
        var seen: Set<String> = [word]
        var level = [scalars]
        for _ in 0..<max(1, min(leftOut, 2)) {
            var next: [[Unicode.Scalar]] = []
            for spelling in level {
                for index in spelling.indices {
                    var shorter = spelling
                    shorter.remove(at: index)
                    let key = String(String.UnicodeScalarView(shorter))
                    if seen.insert(key).inserted {
                        keys.append(key)
                        next.append(shorter)
                    }
                }
            }
            level = next
        }
        return keys
    }
}
