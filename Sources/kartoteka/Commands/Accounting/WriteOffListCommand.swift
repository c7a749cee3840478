import KartotekaCore

/// `writeoff list [--year Y]`: acts of write-off, newest first.
struct WriteOffListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("writeoff list", Bilingual { $0.writeOffListSummary }, worksRemotely: true)

    @Read(AccountingOptions.year) var year: Int?
    @Read var page: PageRequest

    func run(_ context: CommandContext) throws {
        try PageOptions.print(try context.desk().writeOffs(year: year, page: page), row: context.report.writeOffLine,
                              nothing: Bilingual { $0.noActsListed }, context)
    }
}
