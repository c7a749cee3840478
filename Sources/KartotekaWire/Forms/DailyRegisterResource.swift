import KartotekaCore

/// The daily register of a month as the API and `--json` show it.
public struct DailyRegisterResource: Codable, Sendable, Hashable {
    /// One day's line (or the month's totals).
    public struct Line: Codable, Sendable, Hashable {
        /// The day, `YYYY-MM-DD`; empty for the totals.
        public var day: String
        /// Visits: all, children, youth, the others.
        public var visits, visitsChildren, visitsYouth, visitsOthers: Int
        /// Loans: all, children, youth, the others; of them read in the library.
        public var loans, loansChildren, loansYouth, loansOthers, inLibraryLoans: Int
        /// Readers registered.
        public var newReaders: Int

        init(_ line: DailyRegister.Line, day: String) {
            self.day = day
            visits = line.allVisits
            visitsChildren = line.visits[.children] ?? 0
            visitsYouth = line.visits[.youth] ?? 0
            visitsOthers = line.visits[.others] ?? 0
            loans = line.allLoans
            loansChildren = line.loans[.children] ?? 0
            loansYouth = line.loans[.youth] ?? 0
            loansOthers = line.loans[.others] ?? 0
            inLibraryLoans = line.inLibraryLoans
            newReaders = line.newReaders
        }

        /// The columns after the day, in the register's order.
        public var figures: [Int] {
            [visits, visitsChildren, visitsYouth, visitsOthers, loans, loansChildren, loansYouth, loansOthers, inLibraryLoans, newReaders]
        }
    }

    /// The first day, `YYYY-MM-DD`.
    public var from: String
    /// The last day.
    public var to: String
    /// The branch's code; empty for the whole library.
    public var branch: String
    /// A line per day.
    public var lines: [Line]
    /// The month's totals.
    public var total: Line

    /// The resource of a register.
    public init(_ register: DailyRegister) {
        from = register.period.from.isoText
        to = register.period.to.isoText
        branch = register.branch
        lines = register.lines.map { Line($0, day: $0.day.isoText) }
        total = Line(register.total, day: "")
    }

    /// The register's column headings after the day.
    public static let headings = ["Посещения: всего", "дети до 14", "молодёжь 15–30", "прочие", "Выдано: всего", "дети до 14",
                                  "молодёжь 15–30", "прочие", "в т. ч. в читальном зале", "Записано читателей"]

    /// The register as CSV: a row per day, then the totals.
    public var csv: String {
        CSVWriter.file([["Дневник работы библиотеки", "\(from) – \(to)", branch], ["Дата"] + Self.headings]
            + lines.map { [$0.day] + $0.figures.map(String.init) } + [["Итого"] + total.figures.map(String.init)])
    }
}
