import KartotekaCore

/// `transfer list [--all] [--branch C]`: copies on their way between branches (or every
/// journey), newest first, a page at a time.
struct TransferListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "transfer list", Bilingual(ru: "экземпляры в пути между филиалами (с --all — все перемещения)",
                                   en: "copies on their way between branches (with --all: every journey)"),
        worksRemotely: true)
    /// `--all`.
    static let all = Flag("all", "и завершённые перемещения", "journeys that have ended too")
    /// `--branch C`.
    static let branch = Option<BranchCode>.branchCode("branch", "только из этого филиала или в него", "only those from or to this branch")
    static let options: [any OptionDeclaration] = [all, branch] + PageOptions.all

    /// Which journeys, which page.
    let query: TransferQuery

    init(_ input: CommandInput) throws {
        query = TransferQuery(openOnly: !input.flag(Self.all), branch: try input.value(Self.branch), page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        let transfers = try context.desk().transfers(query)
        let nothing = query.openOnly ? Bilingual(ru: "В пути ничего нет.", en: "Nothing is on its way.")
            : Bilingual(ru: "Перемещений не было.", en: "No journeys.")
        try PageOptions.print(transfers, row: { context.report.transfer($0) }, nothing: nothing, context)
    }
}
