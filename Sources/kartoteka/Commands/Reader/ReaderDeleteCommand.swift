import KartotekaCore

/// `reader delete <ticket>` (or `--ticket T`): deletes a reader who holds no books.
struct ReaderDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "reader delete", Bilingual { $0.readerDeleteSummary }, worksRemotely: true)

    /// The reader deleted.
    @Read var value: ReaderTicket

    func run(_ context: CommandContext) throws {
        let ticket = value.number
        try context.desk().deleteReader(ticket)
        try context.output(["deletedReader": ticket.rawValue], text: context.texts.readerDeleted(ticket))
    }
}
