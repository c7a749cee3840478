import KartotekaCore
import KartotekaWire

/// `form register [--month YYYY-MM] [--branch C] [--csv]`: the daily register of a month (this
/// one by default), of a branch or the whole library.
struct FormRegisterCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("form register", Bilingual { $0.registerSummary }, worksRemotely: true)
    /// `--month YYYY-MM`.
    static let month = Option<LedgerPeriod>.checked("month", "YYYY-MM", \.registerMonthHelp, expected: Bilingual { $0.registerMonthHelp }) {
        DailyRegister.month($0)
    }
    /// `--branch C`.
    static let branch = Option<BranchCode>.checked("branch", "CODE", \.formBranchHelp, expected: Bilingual { $0.formBranchHelp }) {
        try? BranchCode(validating: $0)
    }

    @Read(FormRegisterCommand.month) var month: LedgerPeriod?
    @Read(FormRegisterCommand.branch) var branch: BranchCode?
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let period = try month ?? DailyRegister.month(of: desk.accountingToday)
        let register = try desk.dailyRegister(period, branch: branch)
        if csv { return AccountingOptions.printCSV(register.csv, context) }
        try context.output(register, text: Self.text(register))
    }

    /// A line per day with something in it, then the totals, each with the register's columns.
    static func text(_ register: DailyRegisterResource) -> String {
        let head = "Дневник работы библиотеки · \(register.from) – \(register.to)\(register.branch.isEmpty ? "" : " · \(register.branch)")"
        let days = register.lines.filter { $0.figures.contains { $0 > 0 } }.map { "\($0.day): " + $0.figures.map(String.init).joined(separator: " · ") }
        return ([head, DailyRegisterResource.headings.joined(separator: " · ")] + days
            + ["Итого: " + register.total.figures.map(String.init).joined(separator: " · ")]).joined(separator: "\n")
    }
}
