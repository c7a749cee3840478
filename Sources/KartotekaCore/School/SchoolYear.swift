/// The school year's days that the school's accounts turn on.
public enum SchoolYear {
    /// The summer between two school years: June to August, lessons over, the new classes not yet
    /// begun.
    static let summerMonths = 6...8

    /// Whether `day` is in the summer between two school years.
    public static func isSummer(_ day: Day) -> Bool {
        summerMonths.contains(day.month)
    }

    /// The last 1 June on or before `day`: the summer that `day` is in, or the last one.
    public static func summerStart(onOrBefore day: Day) -> Day {
        let thisYear = Day(year: day.year, month: summerMonths.lowerBound, day: 1)!
        return day >= thisYear ? thisYear : Day(year: day.year - 1, month: summerMonths.lowerBound, day: 1)!
    }
}
