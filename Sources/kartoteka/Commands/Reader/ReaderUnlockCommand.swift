import KartotekaCore

/// `reader unlock --ticket T`: lifts the lock on a reader's sign-in to the self-service catalogue
/// after too many wrong codes.
struct ReaderUnlockCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("reader unlock", Bilingual { $0.readerUnlockSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket]

    let ticket: TicketNumber

    init(_ input: CommandInput) throws {
        ticket = try input.required(ReaderOptions.ticket)
    }

    func run(_ context: CommandContext) throws {
        try ReaderPasswordCommand.change(ticket, password: nil, removePassword: false, codesEnabled: nil, unlock: true, context)
    }
}
