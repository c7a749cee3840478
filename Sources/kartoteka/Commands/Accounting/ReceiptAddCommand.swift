import KartotekaCore

/// `receipt add --date D --source S [--number N] [--supplier T] [--document-kind K]
/// [--document-number N] [--document-date D] [--note T]`: enters a batch in the book of summary
/// accounting, open for copies (`book add --receipt N`, `copy add --receipt N`).
struct ReceiptAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "receipt add", Bilingual { $0.receiptAddSummary }, details: Bilingual { $0.receiptAddDetails }, worksRemotely: true)
    /// The draft's fields, each an option.
    static let fields: [(option: Option<String>, field: WritableKeyPath<ReceiptDraft, String> & Sendable)] = [
        (.text("date", "YYYY-MM-DD", \.receiptDateHelp), \.receivedOn),
        (.text("number", "N", \.receiptNumberHelp), \.number),
        (.text("source", "SOURCE", \.receiptSourceHelp), \.source),
        (.text("supplier", "TEXT", \.receiptSupplierHelp), \.supplier),
        (.text("document-kind", "KIND", \.receiptDocumentKindHelp), \.documentKind),
        (.text("document-number", "N", \.documentNumberHelp), \.documentNumber),
        (.text("document-date", "YYYY-MM-DD", \.documentDateHelp), \.documentDate),
        (.text("note", "TEXT", \.accountingNoteHelp), \.note),
    ]
    static let options: [any OptionDeclaration] = fields.map(\.option)

    /// The receipt as typed.
    let draft: ReceiptDraft

    init(_ input: CommandInput) throws {
        draft = try DraftChanges(Self.fields, from: input).applied(to: ReceiptDraft())
    }

    func run(_ context: CommandContext) throws {
        let receipt = try context.desk().addReceipt(draft)
        try context.output(receipt, text: context.texts.receiptEntered(receipt.number) + "\n" + context.report.receipt(receipt))
    }
}
