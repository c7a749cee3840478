import KartotekaCore
import KartotekaWire

/// `reader formular <ticket>` (or `--ticket T`): a reader's record card — the details, then every
/// loan, oldest first: lent, inventory number, author and title, due, returned.
struct ReaderFormularCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "reader formular", Bilingual { $0.readerFormularSummary }, worksRemotely: true)

    /// The reader.
    @Read var value: ReaderTicket

    func run(_ context: CommandContext) throws {
        let card = try context.desk().readerRecordCard(value.number)
        let texts = context.texts
        let head = [texts.formularHeading(card.ticketNumber), card.fullName,
                    [card.birth ?? "", card.schoolClass ?? "", card.category].filter { !$0.isEmpty }.joined(separator: ", "),
                    card.address, [card.phone, card.parentPhone].compactMap { $0 }.joined(separator: ", ")].filter { !$0.isEmpty }
        let lines = card.loans.map { line in
            "\(line.lentOn)  \(line.inventoryNumber)  \(line.title)  \(line.dueOn)  "
                + (line.lost ? texts.formularLost : line.returnedOn ?? texts.formularOut)
        }
        try context.output(card, text: (head + [""] + lines).joined(separator: "\n"))
    }
}
