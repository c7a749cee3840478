import KartotekaCore

/// `block remove --id N`: lifts a block set by hand (`block list` numbers them).
struct BlockRemoveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("block remove", Bilingual { $0.blockRemoveSummary }, worksRemotely: true)
    /// `--id N`.
    static let id = Option<BlockID>.rowID("id", "N", \.blockIDHelp)
    static let options: [any OptionDeclaration] = [id]

    let block: BlockID

    init(_ input: CommandInput) throws {
        block = try input.required(Self.id)
    }

    func run(_ context: CommandContext) throws {
        try context.desk().removeBlock(block)
        context.console.print(context.texts.blockLifted(block))
    }
}
