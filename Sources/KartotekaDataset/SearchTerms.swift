import Foundation
import KartotekaCore

/// What people type into the search boxes, drawn from the generated catalogue itself so that the
/// frequent words are frequent here too:
///
/// - `search-terms.txt` for the staff search (`/api/v1/titles?q=`, full-text, every word a
///   prefix): whole words of titles, their first 3–6 letters, authors' surnames, and two words;
/// - `catalog-prefixes.txt` for the book's `/catalog?q=` (title beginnings): the first word of a
///   title or its first 3–12 letters.
struct SearchTerms {
    let titles: TitleFactory
    let copies: CopyPlan
    let seed: UInt64
    let queryFile = "search-terms.txt"
    let prefixFile = "catalog-prefixes.txt"
    let count = 2_000

    func write(to directory: String) throws {
        var random = SeededRandom(seed: seed, stream: .searchTerms, index: 0)
        var queries: [String] = []
        var prefixes: [String] = []
        while queries.count < count {
            let title = titles.title(random.below(copies.titleCount)).title
            let words = SearchText.words(title.title).filter { $0.count >= 3 && Int($0) == nil }
            let surname = title.firstAuthor.map { SearchText.fold($0.surname) }
            guard let word = words.isEmpty ? nil : random.pick(words) else { continue }
            switch random.below(10) {
            case 0, 1, 2: queries.append(word)
            case 3, 4: queries.append(String(word.prefix(random.int(3...6))))
            case 5, 6: queries.append(surname.map { random.chance(0.5) ? $0 : String($0.prefix(random.int(3...5))) } ?? word)
            case 7, 8: queries.append(surname.map { "\($0) \(word)" } ?? word)
            default: queries.append(words.prefix(2).joined(separator: " "))
            }
            let folded = SearchText.fold(title.title)
            let cut = random.chance(0.4) ? (folded.split(separator: " ").first.map(String.init) ?? folded)
                                         : String(folded.prefix(random.int(3...12)))
            prefixes.append(cut.trimmingCharacters(in: .whitespaces))
        }
        try (queries.joined(separator: "\n") + "\n").write(toFile: "\(directory)/\(queryFile)", atomically: true, encoding: .utf8)
        try (prefixes.joined(separator: "\n") + "\n").write(toFile: "\(directory)/\(prefixFile)", atomically: true, encoding: .utf8)
    }
}
