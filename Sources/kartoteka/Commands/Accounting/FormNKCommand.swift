import KartotekaCore
import KartotekaWire

/// `form 6nk [--year Y] [--from D] [--to D] [--csv]`: 6-НК of a year (this one by default) —
/// users, visits and loans by age group and the fund, for each branch and consolidated.
struct FormNKCommand: PeriodFormCommand {
    static let configuration = CommandConfiguration("form 6nk", Bilingual { $0.nkSummary }, worksRemotely: true)

    @Read var value: AccountingOptions.Period
    @Read(AccountingOptions.csv) var csv: Bool

    static func form(of period: LedgerPeriod, at desk: some AccountingDesk) throws -> PublicLibraryReturnsResource {
        try desk.publicLibraryReturns(period)
    }

    static func csv(_ form: PublicLibraryReturnsResource) -> String { form.csv }

    /// Each library's lines: the indicator and its columns (all, children, youth, others, in the library, remote), then the fund.
    static func text(_ returns: PublicLibraryReturnsResource) -> String {
        var lines = ["6-НК · \(returns.from) – \(returns.to)"]
        for library in returns.branches + [returns.consolidated] {
            lines.append(library.branch.isEmpty ? "Сводный отчёт" : "\(library.branch) \(library.name)")
            lines += library.lines.map { "  \($0.name): " + $0.figures.map(String.init).joined(separator: " · ") }
            lines.append("  Фонд: поступило \(library.fundReceived) · выбыло \(library.fundWithdrawn) · состоит \(library.fundEnd)")
        }
        return lines.joined(separator: "\n")
    }
}
