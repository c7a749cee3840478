/// The MARC format of a target's records.
public enum MARCFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// RUSMARC, the Russian format (read with ``RUSMARCImporter``).
    case rusmarc
    /// UNIMARC, which RUSMARC follows in every field Kartoteka reads.
    case unimarc
    /// MARC 21 (USMARC), as the Library of Congress and most of the world write it.
    case marc21
}
