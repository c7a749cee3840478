import Foundation

extension StatisticsGrouping {
    /// The name of the field or option that chooses it.
    public static let field = "by"

    /// Reads `branch`, `class`, `category` or `section`; anything else is refused, naming the choices.
    public init(parsing text: String) throws(ValidationError) {
        guard let grouping = StatisticsGrouping(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw ValidationError(field: Self.field, message: Bilingual { $0.statisticsGroupingUnknown(text) })
        }
        self = grouping
    }

    /// The line, by class, of the pupils who have left school: kept apart from the class that now
    /// bears their grade (the last grade's leavers keep it after the promotion).
    public static let leaversKey = "leavers"

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
