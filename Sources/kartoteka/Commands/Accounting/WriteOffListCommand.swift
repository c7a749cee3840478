import KartotekaCore

/// `writeoff list [--year Y]`: acts of write-off, newest first.
struct WriteOffListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("writeoff list", Bilingual { $0.writeOffListSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [AccountingOptions.year] + PageOptions.all

    let year: Int?
    let page: PageRequest

    init(_ input: CommandInput) throws {
        year = try input.value(AccountingOptions.year)
        page = try PageOptions.page(input)
    }

    func run(_ context: CommandContext) throws {
        try PageOptions.print(try context.desk().writeOffs(year: year, page: page), row: context.report.writeOffLine,
                              nothing: Bilingual { $0.noActsListed }, context)
    }
}
