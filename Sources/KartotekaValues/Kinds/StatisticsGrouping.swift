/// What a library's statistics are broken down by: the branch where it happened, the reader's
/// school class or category, or the BBK section of the book.
public enum StatisticsGrouping: String, Sendable, Hashable, Codable, CaseIterable {
    /// The branch that lent, took back or holds for pickup.
    case branch
    /// The reader's class (as it is now).
    case schoolClass = "class"
    /// The reader's category.
    case category
    /// The BBK section of the book's title.
    case section
}
