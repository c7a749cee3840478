import KartotekaCore

/// `reader edit --ticket T` with field options (and `--new-ticket T`): changes a reader's details.
struct ReaderEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader edit", Bilingual { $0.readerEditSummary },
        worksRemotely: true)
    /// `--new-ticket T`, checked with the other fields.
    static let newTicket = Option.text("new-ticket", "T", \.newTicketHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket] + DraftOptions.options(DraftOptions.readerDetails)
        + [ReaderOptions.graduated, newTicket]

    /// The reader changed.
    let ticket: TicketNumber
    /// The fields given.
    let changes: DraftChanges<ReaderDraft>
    /// The reader's new ticket number, if it changes.
    let newTicketNumber: String?
    /// Whether the pupil has left school, when given.
    let graduated: Bool?

    init(_ input: CommandInput) throws {
        ticket = try input.required(ReaderOptions.ticket)
        changes = try DraftChanges(DraftOptions.readerDetails, from: input)
        newTicketNumber = try input.value(Self.newTicket)
        graduated = try input.value(ReaderOptions.graduated)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var draft = try desk.readerDraft(ticket)
        changes.apply(to: &draft)
        if let graduated { draft.graduated = graduated }
        draft.ticketNumber = newTicketNumber ?? ticket.rawValue
        let reader = try desk.updateReader(ticket, with: draft)
        try context.output(reader, text: context.texts.changesSaved + "\n" + context.report.reader(reader))
    }
}
