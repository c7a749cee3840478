import Foundation

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

    /// The name of the field or option that chooses it.
    public static let field = "by"

    /// Reads `branch`, `class`, `category` or `section`; anything else is refused, naming the choices.
    public init(parsing text: String) throws(ValidationError) {
        guard let grouping = StatisticsGrouping(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw ValidationError(field: Self.field, message: Bilingual { $0.statisticsGroupingUnknown(text) })
        }
        self = grouping
    }

    /// What the breakdown's column is called.
    public var name: Bilingual {
        switch self {
        case .branch: Bilingual { $0.statisticsByBranch }
        case .schoolClass: Bilingual { $0.statisticsByClass }
        case .category: Bilingual { $0.statisticsByCategory }
        case .section: Bilingual { $0.statisticsBySection }
        }
    }

    /// Whether readers registered in a period can be counted by it (readers belong to no branch
    /// and read no one section).
    public var countsNewReaders: Bool { self == .schoolClass || self == .category }

    /// Whether the fund can be counted by it: a branch's own copies, a section's (readers hold
    /// no part of the fund).
    public var countsFund: Bool { self == .branch || self == .section }
}
