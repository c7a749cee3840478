/// The library's daily register (дневник работы библиотеки) for a month: a line per day with the
/// visits and loans by age group, the loans read in the library, and the readers registered —
/// the primary record 6-НК's figures add up from — and the month's totals.
public struct DailyRegister: Sendable, Hashable, Codable {
    /// One day's line.
    public struct Line: Sendable, Hashable, Codable {
        /// The day.
        public var day: Day
        /// Visits by age group.
        public var visits: [ReaderAgeGroup: Int]
        /// Loans by age group.
        public var loans: [ReaderAgeGroup: Int]
        /// Of the loans, those read in the library.
        public var inLibraryLoans: Int
        /// Readers registered that day.
        public var newReaders: Int

        /// Creates a line.
        public init(day: Day, visits: [ReaderAgeGroup: Int] = [:], loans: [ReaderAgeGroup: Int] = [:], inLibraryLoans: Int = 0,
                    newReaders: Int = 0) {
            self.day = day
            self.visits = visits
            self.loans = loans
            self.inLibraryLoans = inLibraryLoans
            self.newReaders = newReaders
        }

        /// All visits.
        public var allVisits: Int { visits.values.reduce(0, +) }
        /// All loans.
        public var allLoans: Int { loans.values.reduce(0, +) }

        /// Both lines added up, on this line's day.
        func adding(_ other: Line) -> Line {
            Line(day: day, visits: visits.merging(other.visits, uniquingKeysWith: +), loans: loans.merging(other.loans, uniquingKeysWith: +),
                 inLibraryLoans: inLibraryLoans + other.inLibraryLoans, newReaders: newReaders + other.newReaders)
        }
    }

    /// The month's days.
    public var period: LedgerPeriod
    /// The branch's code; empty for the whole library.
    public var branch: String
    /// A line for every day of the period, in order.
    public var lines: [Line]

    /// The register of a period from the lines of the days something happened on.
    public init(period: LedgerPeriod, branch: String, days: [Line]) {
        self.period = period
        self.branch = branch
        let byDay = Dictionary(days.map { ($0.day, $0) }, uniquingKeysWith: { $0.adding($1) })
        var lines: [Line] = []
        var day = period.from
        while day <= period.to {
            lines.append(byDay[day] ?? Line(day: day))
            day = day.adding(days: 1)
        }
        self.lines = lines
    }

    /// The month's totals.
    public var total: Line {
        lines.reduce(Line(day: period.from)) { $0.adding($1) }
    }

    /// The month a text names (`2027-03`), its days as a period; `nil` for text that is no month.
    public static func month(_ text: String) -> LedgerPeriod? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]), parts[0].count == 4,
              let first = Day(year: year, month: month, day: 1) else { return nil }
        return try? self.month(of: first)
    }

    /// The month `day` falls in, its days as a period: the register's month when none is named.
    public static func month(of day: Day) throws -> LedgerPeriod {
        let first = Day(year: day.year, month: day.month, day: 1)!
        return try LedgerPeriod(from: first, to: first.addingMonth().adding(days: -1))
    }
}
