import KartotekaCore
import KartotekaWire

/// A receipt's or an act's number as typed on the command line: `2027/5`, or a bare `5` that
/// belongs to the year of the library's today (known only when the command runs).
enum NumberInYear: Sendable, Hashable {
    case full(YearlyNumber)
    case bare(Int)

    /// Reads `2027/5` or `5`; `nil` for anything else.
    init?(text: String) {
        if let number = YearlyNumber(text: text) {
            self = .full(number)
        } else if let bare = Int(text.trimmingCharacters(in: .whitespaces)), bare > 0 {
            self = .bare(bare)
        } else {
            return nil
        }
    }

    /// The number, a bare one in `year`.
    func resolved(inYear year: Int) -> YearlyNumber {
        switch self {
        case .full(let number): number
        case .bare(let number): YearlyNumber(year: year, number: number)
        }
    }

    /// The number, a bare one in the desk's accounting year (asked of the desk only then).
    func resolved(at desk: some AccountingDesk) throws -> YearlyNumber {
        switch self {
        case .full(let number): number
        case .bare(let number): YearlyNumber(year: try desk.accountingToday.year, number: number)
        }
    }
}

extension Option where Value == NumberInYear {
    /// `--name N`: `2027/5`, or `5` of this year.
    static func numberInYear(_ name: String, _ help: (any CommandTexts) -> String) -> Option {
        checked(name, "N", help, expected: Bilingual { $0.numberInYearExpected }) { NumberInYear(text: $0) }
    }
}

extension Argument where Value == NumberInYear {
    /// `<number>`: `2027/5`, or `5` of this year.
    static func numberInYear(_ name: String) -> Argument {
        Argument(name) { text in
            guard let number = NumberInYear(text: text) else {
                throw UsageError.invalidValue(option: name, value: text, expected: Bilingual { $0.numberInYearExpected })
            }
            return number
        }
    }
}

/// What the accounting commands share.
enum AccountingOptions {
    /// `--year YYYY`.
    static let year = Option.integer("year", "YYYY", range: 1000...9999, \.accountingYearHelp)
    /// `--csv`: CSV for a spreadsheet instead of text.
    static let csv = Flag("csv", \.csvHelp)

    /// `--from D`.
    static let from = Option.day("from", \.periodFromHelp)
    /// `--to D`.
    static let to = Option.day("to", \.periodToHelp)
    /// The options that name a year or a period.
    static let period: [any OptionDeclaration] = [year, from, to]

    /// The year or period the options name, resolved once the library's today is known.
    struct Period: OptionGroup {
        static let options = AccountingOptions.period

        let year: Int?
        let from: Day?
        let to: Day?

        /// Reads `--year`, `--from` and `--to`.
        init(_ input: CommandInput) throws {
            year = try input.value(AccountingOptions.year)
            from = try input.value(AccountingOptions.from)
            to = try input.value(AccountingOptions.to)
        }

        /// The period: the year named, or the days, or this year.
        func resolved(_ desk: some AccountingDesk) throws -> LedgerPeriod {
            try LedgerPeriod(year: year, from: from, to: to, today: try desk.accountingToday)
        }
    }

    /// Prints `csv` as it is: it ends its own lines, the last one too.
    static func printCSV(_ csv: String, _ context: CommandContext) {
        context.console.write(csv)
    }

    /// Prints `rows` as CSV when `csv` asks for it; else `output` (as JSON, or as the rows a line
    /// each, `|` between the fields, the first row left out when it is the `header`).
    static func printTable(_ output: some Encodable, rows: [[String]], header: Bool = false, csv: Bool,
                           _ context: CommandContext) throws {
        if csv { return printCSV(CSVWriter.file(rows), context) }
        try context.output(output, text: rows.dropFirst(header ? 1 : 0).map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
