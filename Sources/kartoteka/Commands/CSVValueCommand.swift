/// A command that shows one thing — an act, a stock check, a class's sets, a period's ledger — as
/// text (JSON with `--json`), or with `--csv` as CSV: its value declared once (``SingleValue``),
/// `--csv` after it.
protocol CSVValueCommand: KartotekaCommand {
    /// What the value is read as.
    associatedtype Value: Sendable
    /// Where the value comes from.
    static var source: SingleValue<Value> { get }
    /// The value.
    var value: Value { get }
    /// Whether CSV is asked for.
    var csv: Bool { get }
    /// The command with its value read, as CSV or as text.
    init(value: Value, csv: Bool)
}

extension CSVValueCommand {
    static var arguments: [any ArgumentDeclaration] { source.arguments }
    static var options: [any OptionDeclaration] { source.options + [AccountingOptions.csv] }

    init(_ input: CommandInput) throws {
        self.init(value: try Self.source.read(input), csv: input.flag(AccountingOptions.csv))
    }
}

extension CSVValueCommand where Value: OptionGroup {
    static var source: SingleValue<Value> { .group }
}
