import KartotekaCore

/// `loss record --inventory N`: the reader holding a copy lost it — the loan ends without a
/// return, the copy is lost, and the reader may not borrow until the loss is settled.
struct LossRecordCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("loss record", Bilingual { $0.lossRecordSummary }, worksRemotely: true)

    @Read(CopyOptions.inventory) var value: InventoryNumber

    func run(_ context: CommandContext) throws {
        let loss = try context.desk().recordLoss(value)
        try context.output(loss, text: context.texts.lossRecordedNote + "\n  " + context.report.loss(loss))
    }
}
