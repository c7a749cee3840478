import KartotekaCore

/// `renew --inventory N [--due YYYY-MM-DD]`: extends a loan.
struct RenewCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("renew", Bilingual { $0.renewSummary }, worksRemotely: true)

    /// The copy whose loan is renewed.
    @Read(CopyOptions.inventory) var inventory: InventoryNumber
    /// The new due day, when not by the library's loan period.
    @Read(LoanReport.due) var dueOn: Day?

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().renew(inventory, dueOn: dueOn)
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.renewedUntil(loan.dueOn)))
    }
}
