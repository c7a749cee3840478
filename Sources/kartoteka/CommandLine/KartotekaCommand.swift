/// A command of the CLI as a type of its own, in the shape of swift-argument-parser's
/// `ParsableCommand`: it declares its words and help (``configuration``), its positional
/// arguments and its own options; the runner parses a command line with those and the global
/// options only, builds the command from what was given (typed values, usage errors for bad
/// ones), then runs it.
protocol KartotekaCommand: Sendable {
    /// The command's words, summary, notes and whether it works through a server.
    static var configuration: CommandConfiguration { get }
    /// Its positional arguments, in order.
    static var arguments: [any ArgumentDeclaration] { get }
    /// Its own options (the global ones are always accepted as well).
    static var options: [any OptionDeclaration] { get }

    /// Reads the command's values from its part of the command line.
    init(_ input: CommandInput) throws

    /// Does what the command is for.
    func run(_ context: CommandContext) throws
}

extension KartotekaCommand {
    static var arguments: [any ArgumentDeclaration] { [] }
    static var options: [any OptionDeclaration] { [] }

    /// The command's name as typed: `book add`.
    static var name: String { configuration.name }

    /// The specs of its own options, in declaration order.
    static var optionSpecs: [OptionSpec] { options.map(\.spec) }

    /// The specs of its positional arguments, in order.
    static var argumentSpecs: [ArgumentSpec] { arguments.map(\.spec) }
}
