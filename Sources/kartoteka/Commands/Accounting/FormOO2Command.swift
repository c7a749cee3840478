import KartotekaCore
import KartotekaWire

/// `form oo2 [--year Y] [--from D] [--to D] [--csv]`: ОО-2 §2.6 of a year (this one by default),
/// lines 01–09 with the copies received, withdrawn and held at the end.
struct FormOO2Command: KartotekaCommand {
    static let configuration = CommandConfiguration("form oo2", Bilingual { $0.oo2Summary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = AccountingOptions.period + [AccountingOptions.csv]

    let period: AccountingOptions.Period
    let csv: Bool

    init(_ input: CommandInput) throws {
        period = try AccountingOptions.Period(input)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let report = try desk.schoolFundReturn(try period.resolved(desk))
        if csv { return AccountingOptions.printCSV(report.csv, context) }
        try context.output(report, text: Self.text(report))
    }

    /// The form as text: a line per row, the line's number, its name and its three columns.
    static func text(_ report: SchoolFundReturnResource) -> String {
        let head = "ОО-2, 2.6 · \(report.from) – \(report.to)\n№   поступило  выбыло  на конец года"
        return ([head] + report.rows.map { row in
            "\(row.line)  \(pad(row.received, 9))  \(pad(row.withdrawn, 6))  \(pad(row.end, 13))  \(row.name)"
        }).joined(separator: "\n")
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
