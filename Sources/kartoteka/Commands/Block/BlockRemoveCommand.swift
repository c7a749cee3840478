import KartotekaCore

/// `block remove --id N`: lifts a block set by hand (`block list` numbers them).
struct BlockRemoveCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("block remove", Bilingual { $0.blockRemoveSummary }, worksRemotely: true)
    /// `--id N`.
    static let id = Option<BlockID>.rowID("id", "N", \.blockIDHelp)

    @Read(BlockRemoveCommand.id) var value: BlockID

    func run(_ context: CommandContext) throws {
        try context.desk().removeBlock(value)
        try context.output(["liftedBlock": value.rawValue], text: context.texts.blockLifted(value))
    }
}
