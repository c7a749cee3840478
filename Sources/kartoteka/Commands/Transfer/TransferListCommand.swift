import KartotekaCore

/// `transfer list [--all] [--branch C]`: copies on their way between branches (or every
/// journey), newest first, a page at a time.
struct TransferListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "transfer list", Bilingual { $0.transferListSummary },
        worksRemotely: true)
    /// `--all`.
    static let all = Flag("all", \.allTransfersHelp)
    /// `--branch C`.
    static let branch = Option<BranchCode>.branchCode("branch", \.transferBranchHelp)
    static let options: [any OptionDeclaration] = [all, branch] + PageOptions.all

    /// Which journeys, which page.
    let query: TransferQuery

    init(_ input: CommandInput) throws {
        query = TransferQuery(openOnly: !input.flag(Self.all), branch: try input.value(Self.branch), page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        let transfers = try context.desk().transfers(query)
        let nothing = query.openOnly ? Bilingual { $0.nothingOnItsWay }
            : Bilingual { $0.noJourneys }
        try PageOptions.print(transfers, row: { context.report.transfer($0) }, nothing: nothing, context)
    }
}
