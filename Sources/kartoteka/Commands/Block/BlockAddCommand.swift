import KartotekaCore

/// `block add --ticket T --reason TEXT [--until YYYY-MM-DD]`: stops lending to a reader by hand.
struct BlockAddCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("block add", Bilingual { $0.blockAddSummary }, worksRemotely: true)

    @Read(ReaderOptions.ticket) var ticket: TicketNumber
    @Read(Option.text("reason", "TEXT", \.blockReasonHelp)) var reason: String
    @Read(Option.day("until", \.blockUntilHelp)) var until: Day?

    func run(_ context: CommandContext) throws {
        let block = try context.desk().blockReader(ticket, reason: reason, until: until)
        try context.output(block, text: context.texts.readerBlockedNote(ticket) + "\n  " + context.report.block(block))
    }
}
