import KartotekaCore

/// `reader unlock --ticket T`: lifts the lock on a reader's sign-in to the self-service catalogue
/// after too many wrong codes.
struct ReaderUnlockCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("reader unlock", Bilingual { $0.readerUnlockSummary }, worksRemotely: true)

    @Read(ReaderOptions.ticket) var value: TicketNumber

    func run(_ context: CommandContext) throws {
        try ReaderPasswordCommand.change(value, password: nil, removePassword: false, codesEnabled: nil, unlock: true, context)
    }
}
