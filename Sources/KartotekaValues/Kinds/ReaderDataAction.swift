/// What a member of staff did with a reader's personal data, as the log of access to it says.
public enum ReaderDataAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Opened the reader's card.
    case view
    /// Registered the reader or changed the card.
    case change
    /// Took the reader's data out: the file of a reader's data on request, a list of readers.
    case export
    /// Recorded the reader's consent.
    case consent
    /// Deleted the reader.
    case delete
}
