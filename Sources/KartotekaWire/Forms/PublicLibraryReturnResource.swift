import KartotekaValues

extension PublicLibraryReturnsResource {
    /// The age groups' column names, as the form prints them.
    public static let ageGroups = ["дети до 14 лет включительно", "молодёжь 15–30 лет", "прочие (и без даты рождения)"]

    /// The file to re-key into the state system: for each branch and then the consolidated
    /// return, a row per indicator with its columns.
    public var csv: String {
        var rows = [["6-НК", "\(from) – \(to)"], ["Библиотека", "Показатель", "Всего"] + Self.ageGroups
                                                   + ["в стационарном режиме", "в удалённом режиме"]]
        for library in branches + [consolidated] {
            let who = library.branch.isEmpty ? "Сводный отчёт" : "\(library.branch) \(library.name)"
            rows += library.lines.map { [who, $0.name] + $0.figures.map(String.init) }
        }
        return CSVWriter.file(rows)
    }
}

extension PublicLibraryReturnResource.Line {
    /// The columns in the form's order.
    public var figures: [Int] { [total, children, youth, others, inLibrary, remote] }
}

extension PublicLibraryReturnsResource: SchemaDescribed {
    public static let schema = Schema<PublicLibraryReturnsResource>.resource(
        "PublicLibraryReturns", "6-НК for each branch and the network's consolidated return (the sum of the branches', but for the users: a reader served at two branches is one user).",
        [.init("from", \.from, .date()), .init("to", \.to, .date()), .init("branches", \.branches), .init("consolidated", \.consolidated)])
}

extension PublicLibraryReturnResource: SchemaDescribed {
    public static let schema = Schema<PublicLibraryReturnResource>.resource(
        "PublicLibraryReturn", "One library's 6-НК: users, visits and loans by age group, and the fund in copies.",
        [
            .init("branch", \.branch, "The branch's code; empty for the consolidated return."), .init("name", \.name),
            .init("lines", \.lines),
            .init("withoutBirthDate", \.withoutBirthDate, .integer("Readers served without a birth date, counted among the others.", minimum: 0)),
            .init("fundReceived", \.fundReceived, .integer(minimum: 0)), .init("fundWithdrawn", \.fundWithdrawn, .integer(minimum: 0)),
            .init("fundEnd", \.fundEnd, .integer(minimum: 0)),
        ])
}

extension PublicLibraryReturnResource.Line: SchemaDescribed {
    public static let schema = Schema<PublicLibraryReturnResource.Line>.resource(
        "PublicLibraryReturnLine", "An indicator with its columns: all, by age group, in the library, remote.",
        [
            .init("indicator", \.indicator, .string(values: ["users", "visits", "loans"])), .init("name", \.name),
            .init("total", \.total, .integer(minimum: 0)), .init("children", \.children, .integer(minimum: 0)),
            .init("youth", \.youth, .integer(minimum: 0)), .init("others", \.others, .integer(minimum: 0)),
            .init("inLibrary", \.inLibrary, .integer(minimum: 0)), .init("remote", \.remote, .integer(minimum: 0)),
        ])
}
