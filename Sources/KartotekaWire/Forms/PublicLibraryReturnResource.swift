import KartotekaCore

/// 6-НК as the API and `--json` show it: each branch's return and the network's consolidated
/// one (the sum of the branches').
public struct PublicLibraryReturnsResource: Codable, Sendable, Hashable {
    /// The period's first day, `YYYY-MM-DD`.
    public var from: String
    /// Its last day.
    public var to: String
    /// Each branch's return.
    public var branches: [PublicLibraryReturnResource]
    /// The consolidated return.
    public var consolidated: PublicLibraryReturnResource

    /// The resource of the returns.
    public init(_ returns: PublicLibraryReturns) {
        from = returns.period.from.isoText
        to = returns.period.to.isoText
        branches = returns.branches.map(PublicLibraryReturnResource.init)
        consolidated = PublicLibraryReturnResource(returns.consolidated)
    }

    /// The file to re-key into the state system: for each branch and then the consolidated
    /// return, a row per indicator with its columns.
    public var csv: String {
        var rows = [["6-НК", "\(from) – \(to)"], ["Библиотека", "Показатель", "Всего", ReaderAgeGroup.children.name,
                                                   ReaderAgeGroup.youth.name, ReaderAgeGroup.others.name, "в стационарном режиме",
                                                   "в удалённом режиме"]]
        for library in branches + [consolidated] {
            let who = library.branch.isEmpty ? "Сводный отчёт" : "\(library.branch) \(library.name)"
            rows += library.lines.map { [who, $0.name] + $0.figures.map(String.init) }
        }
        return CSVWriter.file(rows)
    }
}

/// One library's 6-НК: users, visits and loans by age group, and the fund.
public struct PublicLibraryReturnResource: Codable, Sendable, Hashable {
    /// One indicator's columns.
    public struct Line: Codable, Sendable, Hashable {
        /// `users`, `visits`, `loans`.
        public var indicator: String
        /// Its name as the form prints it.
        public var name: String
        /// All; children up to 14; youth 15–30; the others; in the library; remote.
        public var total, children, youth, others, inLibrary, remote: Int

        /// The columns in the form's order.
        public var figures: [Int] { [total, children, youth, others, inLibrary, remote] }
    }

    /// The branch's code; empty for the consolidated return.
    public var branch: String
    /// The branch's name.
    public var name: String
    /// Users, visits and loans.
    public var lines: [Line]
    /// Readers served whose birth date is not known (counted among the others).
    public var withoutBirthDate: Int
    /// The fund in copies: received, withdrawn, held at the end.
    public var fundReceived, fundWithdrawn, fundEnd: Int

    /// The resource of one return.
    public init(_ library: PublicLibraryReturn) {
        branch = library.branch
        name = library.name
        withoutBirthDate = library.withoutBirthDate
        fundReceived = library.fund.received.copies
        fundWithdrawn = library.fund.writtenOff.copies
        fundEnd = library.fund.end.copies
        func line(_ indicator: String, _ name: String, _ value: (PublicLibraryFigures) -> Int, inLibrary: (PublicLibraryFigures) -> Int) -> Line {
            let total = library.total
            return Line(indicator: indicator, name: name, total: value(total), children: value(library[.children]),
                        youth: value(library[.youth]), others: value(library[.others]), inLibrary: inLibrary(total), remote: 0)
        }
        lines = [
            line("users", "Число зарегистрированных пользователей", \.users, inLibrary: \.users),
            line("visits", "Число посещений", \.visits, inLibrary: \.visits),
            line("loans", "Выдано (просмотрено) документов", \.loans, inLibrary: \.inLibraryLoans),
        ]
    }
}
