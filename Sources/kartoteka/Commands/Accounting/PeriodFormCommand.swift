import KartotekaCore

/// A state form of a year or a period (`--year Y`, `--from D`, `--to D`; this year by default),
/// printed as text, JSON (`--json`) or the CSV to re-key into the state system (`--csv`).
protocol PeriodFormCommand: KartotekaCommand {
    /// The form as the desk gives it.
    associatedtype Form: Encodable & Sendable
    /// The year or period named.
    var period: AccountingOptions.Period { get }
    /// Whether the CSV is asked for.
    var csv: Bool { get }
    /// The command of a period, as CSV or not.
    init(period: AccountingOptions.Period, csv: Bool)
    /// The form of a period, from the desk.
    static func form(of period: LedgerPeriod, at desk: some AccountingDesk) throws -> Form
    /// The form as CSV.
    static func csv(_ form: Form) -> String
    /// The form as text.
    static func text(_ form: Form) -> String
}

extension PeriodFormCommand {
    static var options: [any OptionDeclaration] { AccountingOptions.period + [AccountingOptions.csv] }

    init(_ input: CommandInput) throws {
        self.init(period: try AccountingOptions.Period(input), csv: input.flag(AccountingOptions.csv))
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let form = try Self.form(of: try period.resolved(desk), at: desk)
        if csv { return AccountingOptions.printCSV(Self.csv(form), context) }
        try context.output(form, text: Self.text(form))
    }
}
