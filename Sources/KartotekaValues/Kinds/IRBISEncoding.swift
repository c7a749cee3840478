/// The character encoding of an IRBIS exchange file.
///
/// The classic IRBIS64 import expects Windows-1251 without a byte order mark; newer tools also
/// read UTF-8. Kartoteka writes Windows-1251 by default.
public enum IRBISEncoding: String, Sendable, Hashable, Codable, CaseIterable {
    /// Windows-1251 (CP1251): the default for export.
    case windows1251 = "windows-1251"
    /// UTF-8, without a byte order mark when written.
    case utf8 = "utf-8"

    /// The name people know: `Windows-1251`, `UTF-8`.
    public var name: String {
        switch self {
        case .windows1251: "Windows-1251"
        case .utf8: "UTF-8"
        }
    }
}
