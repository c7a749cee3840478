/// What an entry of the Federal list says of a book, for matching: the titles it quotes («…»,
/// “…”, „…“ or "…") and the rest of its text, in which an author is named in any word form,
/// with or without initials («книга Петрова А.С.», «А. С. Петрова», «автора Петрова»).
struct ListCitation: Sendable, Hashable {
    /// The quoted titles, in order.
    var titles: [String]
    /// The text outside the quotes.
    var rest: String
    /// Whether the text outside the quotes names a person: initials («А.», «А.С.») or the word «автор».
    var namesPerson: Bool

    init(_ text: String) {
        var titles: [String] = []
        var rest = ""
        var quoted = ""
        var depth = 0
        var straight = false
        for character in text {
            switch character {
            case "«", "„":
                if depth > 0 { quoted.append(character) }
                depth += 1
            case "»", "“", "”":
                if character == "“", depth == 0 {
                    depth = 1
                    continue
                }
                depth -= 1
                if depth <= 0 {
                    depth = 0
                    titles.append(quoted)
                    quoted = ""
                } else {
                    quoted.append(character)
                }
            case "\"" where depth == 0 || straight:
                if straight {
                    straight = false
                    depth = 0
                    titles.append(quoted)
                    quoted = ""
                } else {
                    straight = true
                    depth = 1
                }
            default:
                if depth > 0 { quoted.append(character) } else { rest.append(character) }
            }
        }
        if depth > 0 { rest += quoted }
        self.titles = titles.map(\.collapsedWhitespace).filter { !$0.isEmpty }
        self.rest = rest
        namesPerson = Self.hasInitials(rest) || SearchText.fold(rest).contains("автор")
    }

    /// Whether a text holds an initial: a capital letter alone before a full stop.
    private static func hasInitials(_ text: String) -> Bool {
        var previous: Character = " "
        var beforePrevious: Character = " "
        for character in text {
            if character == ".", previous.isUppercase, !beforePrevious.isLetter { return true }
            beforePrevious = previous
            previous = character
        }
        return false
    }
}
