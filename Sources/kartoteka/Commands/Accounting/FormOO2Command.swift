import KartotekaCore
import KartotekaWire

/// `form oo2 [--year Y] [--from D] [--to D] [--csv]`: ОО-2 §2.6 of a year (this one by default),
/// lines 01–09 with the copies received, withdrawn and held at the end.
struct FormOO2Command: PeriodFormCommand {
    static let configuration = CommandConfiguration("form oo2", Bilingual { $0.oo2Summary }, worksRemotely: true)

    @Read var value: AccountingOptions.Period
    @Read(AccountingOptions.csv) var csv: Bool

    static func form(of period: LedgerPeriod, at desk: some AccountingDesk) throws -> SchoolFundReturnResource {
        try desk.schoolFundReturn(period)
    }

    static func csv(_ form: SchoolFundReturnResource) -> String { form.csv }

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
