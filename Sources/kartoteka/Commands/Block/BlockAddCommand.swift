import KartotekaCore

/// `block add --ticket T --reason TEXT [--until YYYY-MM-DD]`: stops lending to a reader by hand.
struct BlockAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("block add", Bilingual { $0.blockAddSummary }, worksRemotely: true)
    /// `--reason TEXT`.
    static let reasonOption = Option.text("reason", "TEXT", \.blockReasonHelp)
    /// `--until YYYY-MM-DD`.
    static let untilOption = Option.day("until", \.blockUntilHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, reasonOption, untilOption]

    let ticket: TicketNumber
    let reason: String
    let until: Day?

    init(_ input: CommandInput) throws {
        ticket = try input.required(ReaderOptions.ticket)
        reason = try input.required(Self.reasonOption)
        until = try input.value(Self.untilOption)
    }

    func run(_ context: CommandContext) throws {
        let block = try context.desk().blockReader(ticket, reason: reason, until: until)
        try context.output(block, text: context.texts.readerBlockedNote(ticket) + "\n  " + context.report.block(block))
    }
}
