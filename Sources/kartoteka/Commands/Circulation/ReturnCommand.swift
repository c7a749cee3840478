import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `return --inventory N [--at C]`: takes a copy back (and says how late it is, and when it
/// sets off home from another branch, or which hold it is set aside for).
struct ReturnCommand: CopyAtBranchCommand {
    static let configuration = CommandConfiguration("return", Bilingual { $0.returnSummary }, worksRemotely: true)
    /// `--at C`.
    static let at = BranchOptions.at(\.returnAtHelp)

    /// The copy returned.
    let inventory: InventoryNumber
    /// The branch whose desk takes it back, if named.
    let branch: BranchCode?

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().returnCopy(inventory, at: branch)
        var late = 0
        if let due = try? Day(parsing: loan.dueOn), let returned = loan.returnedAt {
            late = due.days(until: context.calendar.day(of: returned))
        }
        let note = late > 0 ? context.texts.returnedLate(days: late) : ""
        let forHold = loan.setAsideFor.map { "\n" + context.texts.returnedForHold(context.report.hold($0)) }
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.copyReturned + note) + (forHold ?? journeyHome(context, loan)))
    }

    /// Where a copy taken back away from its own branch goes: the loan's return branch against
    /// the copy's home, which it is now travelling to. The copy is read only for this note, so a
    /// failure to read it leaves the note out rather than failing a return that is done.
    private func journeyHome(_ context: CommandContext, _ loan: LoanResource) -> String {
        guard let back = loan.returnBranch, let copy = try? context.desk().copy(inventory), let home = copy.homeBranch,
              home != back, copy.travellingTo == home else { return "" }
        let receive = "kartoteka transfer receive --inventory \(inventory)"
        return "\n" + context.texts.takenBackTravelsHome(at: back, home: home, receive: receive)
    }
}
