/// Finds the entries of a list that a catalogued title may be: by ISBN where the entry has one,
/// otherwise by title — the entry's quoted title (a register's title column) and the title's own
/// reduced to the same search terms, word for word, so word forms, case and ё/е do not matter —
/// and by the author's surname, whose terms must be among the entry's words outside the quotes
/// (a register's author column) whenever the entry names a person. What it finds is a candidate
/// for a person to confirm or reject.
///
/// The terms come from the catalogue search's stemming (`terms`: a text's folded, stemmed words),
/// which the store supplies. One-letter words (initials, «и», «в») are left out of every key.
public struct ListMatcher {
    /// A candidate: the entry's number and what it rests on.
    public struct Found: Sendable, Hashable {
        /// The entry's number in the list.
        public var number: Int
        /// What the candidate rests on.
        public var basis: ListMatchBasis
    }

    private struct Cited {
        var number: Int
        /// The folded words naming people (outside the quotes, or a register's author), when the entry names anyone.
        var names: [String]?
    }

    private let terms: (String) -> [String]
    private var byTitle: [String: [Cited]] = [:]
    private var byISBN: [String: [Int]] = [:]

    /// A matcher over a list's entries, `terms` reducing a text to its search terms.
    public init(kind: BannedListKind, entries: [ListEntry], terms: @escaping (String) -> [String]) {
        self.terms = terms
        for entry in entries {
            if kind == .extremist {
                let citation = ListCitation(entry.text)
                let names = citation.namesPerson ? Self.words(citation.rest) : nil
                for title in citation.titles { add(title, Cited(number: entry.number, names: names)) }
            } else {
                if let isbn = try? ISBN(parsing: entry.isbn) { byISBN[isbn.digits, default: []].append(entry.number) }
                let author = Self.words(entry.author)
                add(entry.title, Cited(number: entry.number, names: author.isEmpty ? nil : author))
            }
        }
    }

    private mutating func add(_ title: String, _ cited: Cited) {
        let key = key(title)
        guard !key.isEmpty else { return }
        byTitle[key, default: []].append(cited)
    }

    /// A title's key: its terms of more than one letter, in order.
    private func key(_ title: String) -> String {
        terms(title).filter { $0.count > 1 }.joined(separator: " ")
    }

    /// Whether the matcher has anything to match.
    public var isEmpty: Bool { byTitle.isEmpty && byISBN.isEmpty }

    /// The entries a title with this name, first author's surname and ISBN may be, by number.
    public func matches(title: String, surname: String?, isbn: ISBN?) -> [Found] {
        var found: [Found] = []
        if let isbn { found += (byISBN[isbn.digits] ?? []).map { Found(number: $0, basis: .isbn) } }
        let author = surname.map(Self.words) ?? []
        for cited in byTitle[key(title)] ?? [] where !found.contains(where: { $0.number == cited.number }) {
            if let names = cited.names, !author.isEmpty, !author.allSatisfy({ part in names.contains { isSurname(part, in: $0) } }) { continue }
            found.append(Found(number: cited.number, basis: .title))
        }
        return found
    }

    /// Whether a word of the entry is the surname in some word form: the same term, or the
    /// surname's stem (or the word's) with at most three more letters — `Сидорова`, `Сидорову`
    /// for `Сидоров` (whose stem `сидор` Snowball takes for a plural), never `Сидоренко`.
    private func isSurname(_ surname: String, in word: String) -> Bool {
        if surname == word { return true }
        let (surnameStem, wordStem) = (terms(surname).first ?? surname, terms(word).first ?? word)
        if surnameStem == wordStem { return true }
        if word.hasPrefix(surnameStem), word.count - surnameStem.count <= 3 { return true }
        return surname.hasPrefix(wordStem) && surname.count - wordStem.count <= 3
    }

    /// A text's folded words of more than one letter (initials left out).
    static func words(_ text: String) -> [String] {
        SearchText.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count > 1 }
    }
}
