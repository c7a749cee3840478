extension TextbookOrderPlan {
    /// A line of the order list: a school year, a subject and its grades.
    public struct Line: Sendable, Hashable {
        /// The school year's first day, 1 September.
        public var yearStart: Day
        /// The subject.
        public var subject: String
        /// The grades the copies serve.
        public var grades: String
        /// The pupils expected in those grades.
        public var pupils: Int
        /// The copies that may still be used that year, with those ordered for the years before.
        public var copies: Int
        /// The textbook to order again: the one of the subject and grades still usable that year
        /// with the most copies; `nil`: none is, a textbook is to be chosen from the Federal list.
        public var textbook: TextbookStock?

        /// Creates the line.
        public init(yearStart: Day, subject: String, grades: String, pupils: Int, copies: Int, textbook: TextbookStock?) {
            self.yearStart = yearStart
            self.subject = subject
            self.grades = grades
            self.pupils = pupils
            self.copies = copies
            self.textbook = textbook
        }

        /// How many to order: the pupils the copies do not cover.
        public var toOrder: Int { max(0, pupils - copies) }

        /// `2027/2028`.
        public var schoolYear: String { TextbookOrderPlan.schoolYear(yearStart) }
    }

    /// How many school years the order list plans.
    public static let years = 3

    /// The first day of the next school year after `day`: 1 September of this year, or of the next
    /// once this one's has come.
    public static func nextYearStart(after day: Day) -> Day {
        let thisYear = Day(year: day.year, month: 9, day: 1)!
        return day < thisYear ? thisYear : Day(year: day.year + 1, month: 9, day: 1)!
    }

    /// `2027/2028` for a school year that starts on `start`.
    public static func schoolYear(_ start: Day) -> String { "\(start.year)/\(start.year + 1)" }

    /// Whether a promotion on `promotedOn` moved the classes up for the school year that starts on
    /// `nextYearStart`: it was made in that year, before the day (a promotion after 1 September is
    /// a late one for the year that has begun).
    public static func classesPromoted(on promotedOn: Day?, forYearFrom nextYearStart: Day) -> Bool {
        guard let promotedOn else { return false }
        return promotedOn.year == nextYearStart.year && promotedOn < nextYearStart
    }

    /// Makes the plan on `day` from the carded textbooks and the classes with their pupils;
    /// `promotedOn` is the day of the last promotion of classes. The pupils a class list for the
    /// coming year placed already are counted in the grade it gave them, not a grade up; placed
    /// first-graders are next year's first grade, no longer guessed from this year's.
    public init(on day: Day, stock: [TextbookStock], classes: [ClassSize], promotedOn: Day? = nil) {
        let next = Self.nextYearStart(after: day)
        let now = Dictionary(grouping: classes, by: \.schoolClass.grade).mapValues { $0.reduce(0) { $0 + $1.pupilsThisYear } }
        let ahead = Dictionary(grouping: classes, by: \.schoolClass.grade).mapValues { $0.reduce(0) { $0 + $1.placedAhead } }
        // Promoted already, this year's first grade is in grade 2 until new pupils are enrolled.
        let promoted = Self.classesPromoted(on: promotedOn, forYearFrom: next)
        let firstGrade = promoted && (now[1] ?? 0) == 0 ? now[2] ?? 0 : now[1] ?? 0
        func expected(grade: Int, yearsOn offset: Int) -> Int {
            // The cohort in `grade` then is in grade `cohort` next year.
            let cohort = grade - offset
            let placed = ahead[cohort] ?? 0
            if cohort == 1 && placed > 0 { return placed }
            let source = cohort - (promoted ? 0 : 1)
            return placed + (source <= 1 ? firstGrade : now[source] ?? 0)
        }
        let groups = TextbookGroup.groups(of: stock)
        var ordered = [Int](repeating: 0, count: groups.count)
        var lines: [Line] = []
        for offset in 0..<Self.years {
            let start = Day(year: next.year + offset, month: 9, day: 1)!
            for (index, group) in groups.enumerated() {
                let pupils = group.grades.reduce(0) { total, grade in total + expected(grade: grade, yearsOn: offset) }
                let usable = group.textbooks.filter { $0.usable(throughYearFrom: start) }
                let line = Line(yearStart: start, subject: group.subject, grades: group.gradesText, pupils: pupils,
                                copies: TextbookGroup.sets(of: usable) + ordered[index],
                                textbook: usable.max { ($0.copies, -$0.cardNumber) < ($1.copies, -$1.cardNumber) })
                ordered[index] += line.toOrder
                lines.append(line)
            }
        }
        self.init(day: day, nextYearStart: next, replace: stock.filter { !$0.usable(throughYearFrom: next) }.sorted { $0.cardNumber < $1.cardNumber },
                  lines: lines)
    }
}
