import KartotekaCore

/// `reader delete <ticket>` (or `--ticket T`): deletes a reader who holds no books.
struct ReaderDeleteCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "reader delete", Bilingual(ru: "удалить читателя (если у него нет книг на руках)", en: "delete a reader (who holds no books)"), worksRemotely: true)

    /// The reader deleted.
    let value: ReaderTicket

    func run(_ context: CommandContext) throws {
        let ticket = value.number
        try context.desk().deleteReader(ticket)
        try context.output(["deletedReader": ticket.rawValue], text: context.text(ru: "Читатель с билетом \(ticket) удалён.", en: "Reader with ticket \(ticket) deleted."))
    }
}
