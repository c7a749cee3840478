import KartotekaCore

/// The audit log as its reader reads it: each action and the words of each subject in the page's
/// language, and the records a subject names (a reader, a copy, a title, a receipt, an act, a
/// stock check, a class set) linked to their pages. The log itself keeps its lines as written.
enum AuditWording {
    /// A record a subject names: its word there and the page of a value, when the value is one.
    private struct Reference: Sendable {
        let word: String
        let path: @Sendable (String) -> String?
    }

    /// The records, each linked to its page by its route.
    private static let references: [Reference] = [
        Reference(word: "class set") { Int64($0).map { ClassSetPages.card.path(ClassSetID($0)) } },
        Reference(word: "reader") { (try? TicketNumber(validating: $0)).map(ReaderPages.card.path) },
        Reference(word: "copy") { PageContext.link(TitlePages.list.path, [("q", $0)]) },
        Reference(word: "title") { Int64($0).map { TitlePages.card.path(TitleID($0)) } },
        Reference(word: "receipt") { YearlyNumber(text: $0).map(ReceiptPages.card.path) },
        Reference(word: "act") { YearlyNumber(text: $0).map(WriteOffPages.card.path) },
        Reference(word: "stocktake") { Int64($0).map { StocktakePages.card.path(StocktakeID($0)) } },
    ]

    /// An action in the page's language, as written where the language has no other word.
    static func action(_ action: String, _ context: PageContext) -> String {
        context.texts.auditAction(action) ?? action
    }

    /// A subject in the page's language, its records linked.
    static func subject(_ subject: String, _ context: PageContext) -> HTML {
        var parts: [HTML] = []
        var rest = Substring(subject)
        while let (range, reference, value) = firstReference(in: rest) {
            parts.append(HTML(raw: HTML.escape(words(String(rest[rest.startIndex..<range.lowerBound]), context))))
            let word = context.texts.auditRecord(reference.word)
            parts.append(reference.path(value).map { "<a href=\"\($0)\">\(word) \(value)</a>" as HTML } ?? "\(word) \(value)")
            rest = rest[range.upperBound...]
        }
        parts.append(HTML(raw: HTML.escape(words(String(rest), context))))
        return HTML.join(parts)
    }

    /// The first record named in `text`: where, which kind, its number.
    private static func firstReference(in text: Substring) -> (Range<Substring.Index>, Reference, String)? {
        var found: (Range<Substring.Index>, Reference, String)?
        for reference in references {
            var searched = text[...]
            while let range = searched.range(of: reference.word + " ") {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let value = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," && $0 != ":" && $0 != ";" }
                if before == nil || before == " ", value.contains(where: \.isNumber) {
                    let whole = range.lowerBound..<value.endIndex
                    if found.map({ whole.lowerBound < $0.0.lowerBound }) ?? true { found = (whole, reference, String(value)) }
                    break
                }
                searched = text[range.upperBound...]
            }
        }
        return found
    }

    /// Plain words of a subject in the page's language.
    private static func words(_ text: String, _ context: PageContext) -> String {
        let table = context.texts.auditWords
        guard !table.isEmpty, !text.isEmpty else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var result: [String] = []
        while index < words.count {
            var matched = false
            for (english, translated) in table {
                let parts = english.split(separator: " ").map(String.init)
                guard index + parts.count <= words.count else { continue }
                let candidate = words[index..<(index + parts.count)]
                let last = candidate.last ?? ""
                let trailing = String(last.reversed().prefix { ",:;".contains($0) }.reversed())
                var bare = Array(candidate)
                bare[bare.count - 1] = String(last.dropLast(trailing.count))
                if bare == parts {
                    result.append(translated + trailing)
                    index += parts.count
                    matched = true
                    break
                }
            }
            if !matched {
                result.append(words[index])
                index += 1
            }
        }
        words = result
        return words.joined(separator: " ")
    }
}
