import KartotekaValues

extension DailyRegisterResource {
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

        /// Creates a line.
        public init(day: String, visits: Int, visitsChildren: Int, visitsYouth: Int, visitsOthers: Int, loans: Int, loansChildren: Int,
                    loansYouth: Int, loansOthers: Int, inLibraryLoans: Int, newReaders: Int) {
            self.day = day
            self.visits = visits
            self.visitsChildren = visitsChildren
            self.visitsYouth = visitsYouth
            self.visitsOthers = visitsOthers
            self.loans = loans
            self.loansChildren = loansChildren
            self.loansYouth = loansYouth
            self.loansOthers = loansOthers
            self.inLibraryLoans = inLibraryLoans
            self.newReaders = newReaders
        }

        /// The columns after the day, in the register's order.
        public var figures: [Int] {
            [visits, visitsChildren, visitsYouth, visitsOthers, loans, loansChildren, loansYouth, loansOthers, inLibraryLoans, newReaders]
        }
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

extension DailyRegisterResource: SchemaDescribed {
    public static let schema = Schema<DailyRegisterResource>.resource(
        "DailyRegister", "The daily register of a month: a line per day and the totals.",
        [
            .init("from", \.from, .date()), .init("to", \.to, .date()), .init("branch", \.branch, "The branch's code; empty for the whole library."),
            .init("lines", \.lines), .init("total", \.total),
        ])
}

extension DailyRegisterResource.Line: SchemaDescribed {
    public static let schema = Schema<DailyRegisterResource.Line>.resource(
        "DailyRegisterLine", "A day's line (or the totals: no day).",
        [
            .init("day", \.day, "`YYYY-MM-DD`; empty for the totals."), .init("visits", \.visits, .integer(minimum: 0)),
            .init("visitsChildren", \.visitsChildren, .integer(minimum: 0)), .init("visitsYouth", \.visitsYouth, .integer(minimum: 0)),
            .init("visitsOthers", \.visitsOthers, .integer(minimum: 0)), .init("loans", \.loans, .integer(minimum: 0)),
            .init("loansChildren", \.loansChildren, .integer(minimum: 0)), .init("loansYouth", \.loansYouth, .integer(minimum: 0)),
            .init("loansOthers", \.loansOthers, .integer(minimum: 0)), .init("inLibraryLoans", \.inLibraryLoans, .integer(minimum: 0)),
            .init("newReaders", \.newReaders, .integer(minimum: 0)),
        ])
}
