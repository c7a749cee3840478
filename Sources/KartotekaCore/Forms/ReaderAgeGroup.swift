/// The age groups 6-НК counts users, visits and loans by: children up to 14 inclusive, youth
/// from 15 to 30, and everyone else — a reader whose birth date is not known among them (the form
/// has no line for them; the return says how many there were). A reader's age is taken on the last
/// day of the year the period ends in (``referenceDay(of:)``), in 6-НК and in each month's daily
/// register alike, so that the twelve registers add up to the year's return; a birth year alone
/// counts as its 1 January.
public enum ReaderAgeGroup: String, Sendable, Hashable, Codable, CaseIterable {
    case children
    case youth
    case others

    /// The oldest age of children (14) and of youth (30).
    public static let oldestChild = 14
    public static let oldestYouth = 30

    /// The group's name as the forms print it.
    public var name: String {
        switch self {
        case .children: "дети до 14 лет включительно"
        case .youth: "молодёжь 15–30 лет"
        case .others: "прочие (и без даты рождения)"
        }
    }

    /// The day a reader's age is taken on for `period`: 31 December of the year it ends in.
    public static func referenceDay(of period: LedgerPeriod) -> Day {
        Day(year: period.to.year, month: 12, day: 31)!
    }

    /// The birth dates that make each younger group on `day`, as stored text compares: a reader
    /// born after `children` is a child, after `youth` (and not a child) is young.
    public static func bornAfter(on day: Day) -> (children: String, youth: String) {
        (shifted(day, years: -(oldestChild + 1)).isoText, shifted(day, years: -(oldestYouth + 1)).isoText)
    }

    /// The group of a reader born `birth` (`nil`: not known), on `day`.
    public static func of(_ birth: BirthDate?, on day: Day) -> ReaderAgeGroup {
        guard let birth else { return .others }
        let born = birth.description
        let bounds = bornAfter(on: day)
        if born > bounds.children { return .children }
        if born > bounds.youth { return .youth }
        return .others
    }

    /// The same day `years` later (29 February: the 28th in a common year).
    static func shifted(_ day: Day, years: Int) -> Day {
        Day(year: day.year + years, month: day.month, day: day.day) ?? Day(year: day.year + years, month: day.month, day: day.day - 1)!
    }
}
