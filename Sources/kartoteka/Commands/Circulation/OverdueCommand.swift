import KartotekaCore

/// `overdue [--at YYYY-MM-DD]`: the loans overdue on a day, a page at a time.
struct OverdueCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("overdue", Bilingual { $0.overdueSummary }, worksRemotely: true)
    /// `--at YYYY-MM-DD`.
    static let at = Option.day("at", \.overdueAtHelp)
    static let options: [any OptionDeclaration] = [at] + PageOptions.all

    /// The day asked about (today when `nil`).
    let day: Day?
    /// Which page.
    let page: PageRequest

    init(_ input: CommandInput) throws {
        day = try input.value(Self.at)
        page = try PageOptions.page(input)
    }

    func run(_ context: CommandContext) throws {
        let loans = try context.desk().overdueLoans(asOf: day, page: page)
        try PageOptions.print(loans, row: { context.report.loan($0) }, nothing: Bilingual { $0.noOverdueLoans }, context)
    }
}
