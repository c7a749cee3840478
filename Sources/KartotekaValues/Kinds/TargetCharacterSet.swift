/// The character set of a target's records.
public enum TargetCharacterSet: String, Sendable, Hashable, Codable, CaseIterable {
    /// UTF-8.
    case utf8 = "utf-8"
    /// Windows-1251 (CP1251), common in Russian catalogues; search terms are sent in it too.
    case windows1251 = "windows-1251"
    /// MARC-8, the older character set of MARC 21 records.
    case marc8 = "marc-8"
}
