import KartotekaCore

/// A report whose one option is `--csv`: lines of text in the terminal (JSON with `--json`), or
/// CSV for a spreadsheet.
protocol CSVReportCommand: KartotekaCommand {
    /// Whether CSV is asked for.
    var csv: Bool { get }
    /// The command, as CSV or as text.
    init(csv: Bool)
}

extension CSVReportCommand {
    static var options: [any OptionDeclaration] { [AccountingOptions.csv] }

    init(_ input: CommandInput) throws {
        self.init(csv: input.flag(AccountingOptions.csv))
    }

    /// Prints `rows` as CSV or as text (``AccountingOptions/printTable(_:rows:header:csv:_:)``).
    func printTable(_ output: some Encodable, rows: [[String]], header: Bool = false, _ context: CommandContext) throws {
        try AccountingOptions.printTable(output, rows: rows, header: header, csv: csv, context)
    }
}
