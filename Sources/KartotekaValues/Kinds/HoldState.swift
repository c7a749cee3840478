/// Where a hold stands: in the queue, set aside (on its way to the pickup branch, or waiting on
/// the hold shelf there), or ended (collected, expired uncollected, cancelled).
public enum HoldState: String, Sendable, Hashable, Codable, CaseIterable {
    /// In the title's queue, waiting for a copy to come back.
    case queued
    /// A copy is set aside for it and travels to the pickup branch.
    case inTransit = "in_transit"
    /// A copy waits for the reader on the hold shelf of the pickup branch («ждёт на полке»).
    case waiting
    /// The reader borrowed the book.
    case collected
    /// The reader did not come for it by the pickup deadline.
    case expired
    /// Cancelled by the reader or a librarian.
    case cancelled
}
