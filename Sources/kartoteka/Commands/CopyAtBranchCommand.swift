import KartotekaCore

/// A command that handles a copy at a branch's desk — `return`, `transfer receive` — as
/// ``AtBranch`` is the use case of one: `--inventory N [--at C]` declared and read once.
protocol CopyAtBranchCommand: KartotekaCommand {
    /// `--at C`, with what the command's help says of it.
    static var at: Option<BranchCode> { get }
    /// The copy.
    var inventory: InventoryNumber { get }
    /// The branch whose desk handles it, if named.
    var branch: BranchCode? { get }
    /// The command for `inventory` at `branch`.
    init(inventory: InventoryNumber, branch: BranchCode?)
}

extension CopyAtBranchCommand {
    static var options: [any OptionDeclaration] { [CopyOptions.inventory, at] }

    init(_ input: CommandInput) throws {
        self.init(inventory: try input.required(CopyOptions.inventory), branch: try input.value(Self.at))
    }
}
