import KartotekaCore

/// `renew --inventory N [--due YYYY-MM-DD]`: extends a loan.
struct RenewCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("renew", Bilingual { $0.renewSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [CopyOptions.inventory, LoanReport.due]

    /// The copy whose loan is renewed.
    let inventory: InventoryNumber
    /// The new due day, when not by the library's loan period.
    let dueOn: Day?

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
        dueOn = try input.value(LoanReport.due)
    }

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().renew(inventory, dueOn: dueOn)
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.renewedUntil(loan.dueOn)))
    }
}
