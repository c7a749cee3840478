import Foundation

/// Which titles to hand over.
public enum TitleSelection: Sendable, Hashable {
    /// The whole catalogue.
    case all
    /// These titles.
    case ids([TitleID])
    /// Titles (or their copies) changed at or after an instant.
    case changedSince(Date)
}

/// Which readers to hand over.
public enum ReaderSelection: Sendable, Hashable {
    /// Every reader.
    case all
    /// These readers.
    case tickets([TicketNumber])
    /// Readers (or their loans) changed at or after an instant.
    case changedSince(Date)
}
