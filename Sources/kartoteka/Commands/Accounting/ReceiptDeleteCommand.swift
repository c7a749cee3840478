import KartotekaCore

/// `receipt delete N`: removes a batch that brought no copies (one entered by mistake).
struct ReceiptDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("receipt delete", Bilingual { $0.receiptDeleteSummary }, worksRemotely: true)
    /// `<number>`.
    static let number = Argument<NumberInYear>.numberInYear("number")

    /// The batch as typed.
    @Read(ReceiptDeleteCommand.number) var value: NumberInYear

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let number = try value.resolved(at: desk)
        try desk.deleteReceipt(number)
        try context.output(["deletedReceipt": number.text], text: context.texts.receiptRemoved(number.text))
    }
}
