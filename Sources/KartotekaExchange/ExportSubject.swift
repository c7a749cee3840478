import KartotekaCore

/// What an export file holds: catalogue records (IRBIS database IBIS) or reader records (RDR).
/// The two never share a file, because IRBIS imports them into different databases.
public enum ExportSubject: Sendable, Hashable {
    /// Catalogue records.
    case titles(TitleSelection)
    /// Reader records with their open loans.
    case readers(ReaderSelection)
}
