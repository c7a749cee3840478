/// A card line that was not understood; reading goes on.
public enum BookCardWarning: Sendable, Hashable {
    /// A key the card format does not know; the value is kept for the person to see.
    case unknownKey(line: Int, key: String, value: String)
    /// A line with no colon.
    case lineWithoutColon(line: Int, text: String)
    /// A key given twice: the later value is used.
    case repeatedKey(line: Int, key: String)

    /// What the warning says.
    public var message: Bilingual {
        switch self {
        case .unknownKey(let line, let key, let value):
            Bilingual { $0.unknownCardKey(line: line, key: key, value: value) }
        case .lineWithoutColon(let line, let text):
            Bilingual { $0.cardLineWithoutColon(line: line, text: text) }
        case .repeatedKey(let line, let key):
            Bilingual { $0.repeatedCardKey(line: line, key: key) }
        }
    }
}
