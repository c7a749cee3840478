import KartotekaCore

/// `overdue [--at YYYY-MM-DD] [--class C]`: the loans overdue on a day, a page at a time: all, or
/// those of a class's pupils.
struct OverdueCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("overdue", Bilingual { $0.overdueSummary }, worksRemotely: true)

    /// The day asked about (today when `nil`).
    @Read(Option.day("at", \.overdueAtHelp)) var day: Day?
    /// Only the pupils of this class.
    @Read(ReaderOptions.schoolClass) var schoolClass: SchoolClass?
    /// Which page.
    @Read var page: PageRequest

    func run(_ context: CommandContext) throws {
        let loans = try context.desk().overdueLoans(asOf: day, schoolClass: schoolClass, page: page)
        try PageOptions.print(loans, row: { context.report.loan($0) }, nothing: Bilingual { $0.noOverdueLoans }, context)
    }
}
