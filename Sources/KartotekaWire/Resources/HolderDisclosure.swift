/// How much of the reader holding a copy an answer shows.
public enum HolderDisclosure: Sendable, Hashable {
    /// The reader's name, phone and ticket number.
    case contact
    /// The ticket number only: for an account that may not browse readers (a circulation helper),
    /// wherever it did not name the reader itself, so that title cards, copies and the overdue list
    /// cannot be paged through for readers' names and phones.
    case ticketOnly
}
