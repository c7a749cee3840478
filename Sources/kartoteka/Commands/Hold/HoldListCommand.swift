import KartotekaCore

/// `hold list [--ticket T] [--title ID] [--branch C] [--state active|waiting|all]`: holds, those
/// waiting on the hold shelf first, then those on their way, then the queues in order.
struct HoldListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("hold list", Bilingual { $0.holdListSummary }, worksRemotely: true)
    /// `--title ID`.
    static let title = Option<TitleID>.rowID("title", "ID", \.holdTitleFilterHelp)
    /// `--branch C`.
    static let branch = Option<BranchCode>.branchCode("branch", \.holdBranchFilterHelp)
    /// `--state active|waiting|all`.
    static let state = Option<HoldQuery.Scope>.choice("state", "active|waiting|all", \.holdStateHelp,
                                                      expected: Bilingual { $0.holdStateChoices })
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, title, branch, state] + PageOptions.all

    /// Which holds, which page.
    let query: HoldQuery

    init(_ input: CommandInput) throws {
        query = HoldQuery(ticketNumber: try input.value(ReaderOptions.ticket), titleID: try input.value(Self.title),
                          pickupBranch: try input.value(Self.branch), scope: try input.value(Self.state) ?? .active,
                          page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        let holds = try context.desk().holds(query)
        try PageOptions.print(holds, row: { context.report.hold($0) }, nothing: Bilingual { $0.noHoldsFound }, context)
    }
}
