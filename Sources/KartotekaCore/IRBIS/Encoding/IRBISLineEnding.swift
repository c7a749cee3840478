/// How lines end in a text exchange file.
public enum IRBISLineEnding: String, Sendable, Hashable, Codable, CaseIterable {
    /// CR LF, what the classic IRBIS64 import expects: the default.
    case crlf
    /// LF alone.
    case lf

    /// The line end as text.
    public var text: String {
        switch self {
        case .crlf: "\r\n"
        case .lf: "\n"
        }
    }
}
