import KartotekaCore

/// `receipt edit N [--date D] [--source S] [--supplier T] [--document-kind K] [--document-number N]
/// [--document-date D] [--note T] [--open yes|no]`: corrects a batch, or closes it to new copies
/// (`--open no`) and opens it again; the fields not given keep their values. A closed batch keeps
/// what the accounts reported of it (its day, source, supplier and document) until it is opened.
struct ReceiptEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "receipt edit", Bilingual { $0.receiptEditSummary }, details: Bilingual { $0.receiptEditDetails }, worksRemotely: true)
    /// `<number>`.
    static let number = Argument<NumberInYear>.numberInYear("number")
    /// `--open yes|no`.
    static let open = Option<Bool>.checked("open", "yes|no", \.receiptOpenHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }
    /// The fields, as `receipt add` has them, but for the number, which stays.
    static let fields = ReceiptAddCommand.fields.filter { $0.field != \ReceiptDraft.number }
    static let arguments: [any ArgumentDeclaration] = [number]
    static let options: [any OptionDeclaration] = fields.map(\.option) + [open]

    /// The batch as typed.
    let value: NumberInYear
    /// The fields given.
    let changes: DraftChanges<ReceiptDraft>
    /// Whether it is to be open, when given.
    let isOpen: Bool?

    init(_ input: CommandInput) throws {
        value = try input.argument(Self.number)
        changes = try DraftChanges(Self.fields, from: input)
        isOpen = try input.value(Self.open)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let saved = try desk.updateReceipt(value.resolved(at: desk), changes: changes, isOpen: isOpen)
        try context.output(saved, text: context.texts.receiptSaved(saved.number) + "\n" + context.report.receipt(saved))
    }
}
