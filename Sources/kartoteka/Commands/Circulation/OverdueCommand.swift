import KartotekaCore

/// `overdue [--at YYYY-MM-DD] [--class C]`: the loans overdue on a day, a page at a time: all, or
/// those of a class's pupils.
struct OverdueCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("overdue", Bilingual { $0.overdueSummary }, worksRemotely: true)
    /// `--at YYYY-MM-DD`.
    static let at = Option.day("at", \.overdueAtHelp)
    static let options: [any OptionDeclaration] = [at, ReaderOptions.schoolClass] + PageOptions.all

    /// The day asked about (today when `nil`).
    let day: Day?
    /// Only the pupils of this class.
    let schoolClass: SchoolClass?
    /// Which page.
    let page: PageRequest

    init(_ input: CommandInput) throws {
        day = try input.value(Self.at)
        schoolClass = try input.value(ReaderOptions.schoolClass)
        page = try PageOptions.page(input)
    }

    func run(_ context: CommandContext) throws {
        let loans = try context.desk().overdueLoans(asOf: day, schoolClass: schoolClass, page: page)
        try PageOptions.print(loans, row: { context.report.loan($0) }, nothing: Bilingual { $0.noOverdueLoans }, context)
    }
}
