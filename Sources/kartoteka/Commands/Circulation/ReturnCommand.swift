import KartotekaCore

/// `return --inventory N`: takes a copy back (and says how late it is).
struct ReturnCommand: SingleValueCommand {
    static let configuration = CommandConfiguration("return", Bilingual { $0.returnSummary }, worksRemotely: true)
    static let source = SingleValue.option(CopyOptions.inventory)

    /// The copy returned.
    let value: InventoryNumber

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().returnCopy(value)
        var late = 0
        if let due = try? Day(parsing: loan.dueOn), let returned = loan.returnedAt {
            late = due.days(until: context.calendar.day(of: returned))
        }
        let note = late > 0 ? context.texts.returnedLate(days: late) : ""
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.copyReturned + note))
    }
}
