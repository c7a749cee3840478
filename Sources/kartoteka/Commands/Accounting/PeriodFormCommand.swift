import KartotekaCore

/// A state form of a year or a period (`--year Y`, `--from D`, `--to D`; this year by default),
/// printed as text, JSON (`--json`) or the CSV to re-key into the state system (`--csv`).
/// Its value is the year or period named.
protocol PeriodFormCommand: KartotekaCommand, ReadsCommandLine {
    /// The year or period named (`@Read var value: AccountingOptions.Period`).
    var value: AccountingOptions.Period { get }
    /// Whether CSV is asked for (`@Read(AccountingOptions.csv) var csv: Bool`).
    var csv: Bool { get }
    /// The form as the desk gives it.
    associatedtype Form: Encodable & Sendable
    /// The form of a period, from the desk.
    static func form(of period: LedgerPeriod, at desk: some AccountingDesk) throws -> Form
    /// The form as CSV.
    static func csv(_ form: Form) -> String
    /// The form as text.
    static func text(_ form: Form) -> String
}

extension PeriodFormCommand {
    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let form = try Self.form(of: try value.resolved(desk), at: desk)
        if csv { return AccountingOptions.printCSV(Self.csv(form), context) }
        try context.output(form, text: Self.text(form))
    }
}
