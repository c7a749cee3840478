/// Part of a command line that several commands read the same way, declared and read once
/// (swift-argument-parser's `ParsableArguments`, which commands include with `@OptionGroup`):
/// the export's record selection, a title chosen by `--id` or `--inventory`. A command holds one
/// as `@Read var fields: BranchFields` (``Read``); a group of `@Read` properties is itself
/// ``ReadsCommandLine``.
protocol OptionGroup: Sendable {
    /// Its positional arguments, in order.
    static var arguments: [any ArgumentDeclaration] { get }
    /// Its options.
    static var options: [any OptionDeclaration] { get }

    /// Reads the group's values from a command's part of the command line.
    init(_ input: CommandInput) throws
}

extension OptionGroup {
    static var arguments: [any ArgumentDeclaration] { [] }
}
