import KartotekaCore
import KartotekaWire

/// `undo --inventory N`: undoes a lend or a return of a copy made by mistake in the last ten
/// minutes — the loan removed as if it had never been made, or open again.
struct UndoCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("undo", Bilingual { $0.undoSummary }, worksRemotely: true)

    /// The copy lent or taken back by mistake.
    @Read(CopyOptions.inventory) var value: InventoryNumber

    func run(_ context: CommandContext) throws {
        let result = try context.desk().undo(value)
        let text = result.undone == "lend" ? context.texts.lendUndone(result.loan.inventoryNumber, ticket: result.loan.ticketNumber)
            : context.texts.returnUndone(result.loan.inventoryNumber, ticket: result.loan.ticketNumber)
        try context.output(result, text: text)
    }
}
