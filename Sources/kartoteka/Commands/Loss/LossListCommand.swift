import KartotekaCore

/// `loss list [--ticket T] [--unsettled] [--awaiting-write-off]`: lost books, newest first.
struct LossListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("loss list", Bilingual { $0.lossListSummary }, worksRemotely: true)
    /// `--unsettled`.
    static let unsettled = Flag("unsettled", \.unsettledHelp)
    /// `--awaiting-write-off`.
    static let awaitingWriteOff = Flag("awaiting-write-off", \.awaitingWriteOffHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, unsettled, awaitingWriteOff] + PageOptions.all

    let query: LossQuery

    init(_ input: CommandInput) throws {
        query = LossQuery(ticketNumber: try input.value(ReaderOptions.ticket), unsettledOnly: input.flag(Self.unsettled),
                          awaitingWriteOff: input.flag(Self.awaitingWriteOff), page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        let losses = try context.desk().losses(query)
        try PageOptions.print(losses, row: context.report.loss, nothing: Bilingual { $0.noLosses }, context)
    }
}
