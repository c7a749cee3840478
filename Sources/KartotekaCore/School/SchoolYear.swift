/// The school year's days that the school's accounts turn on.
public enum SchoolYear {
    /// The summer between two school years: June to August, lessons over, the new classes not yet
    /// begun.
    static let summerMonths = 6...8

    /// Whether `day` is in the summer between two school years.
    public static func isSummer(_ day: Day) -> Bool {
        summerMonths.contains(day.month)
    }

    /// Whether a class list of `day` that names only new pupils, all of the first grade, is the
    /// coming school year's: enrolment in the first grade opens on 1 April (order of the Ministry
    /// of Education № 458), so from April to August, before that year's promotion, such a list
    /// names next year's first-graders — the promotion that follows leaves them in the first grade.
    public static func enrolsNextFirstGrade(on day: Day, lastPromotion: Day?) -> Bool {
        let enrolment = enrolmentOpens(in: day.year)
        return day >= enrolment && day.month <= summerMonths.upperBound && (lastPromotion.map { $0 < enrolment } ?? true)
    }

    /// The day enrolment in the first grade opens in `year`: 1 April.
    public static func enrolmentOpens(in year: Int) -> Day {
        Day(year: year, month: 4, day: 1)!
    }

    /// The last 1 June on or before `day`: the summer that `day` is in, or the last one.
    public static func summerStart(onOrBefore day: Day) -> Day {
        let thisYear = Day(year: day.year, month: summerMonths.lowerBound, day: 1)!
        return day >= thisYear ? thisYear : Day(year: day.year - 1, month: summerMonths.lowerBound, day: 1)!
    }
}
