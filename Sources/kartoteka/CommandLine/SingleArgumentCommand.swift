/// A command whose whole input is one positional argument (`backup <file>`, `lookup <isbn>`):
/// the argument is declared once and its value (`value`) reaches the command read.
protocol SingleArgumentCommand: KartotekaCommand {
    /// What the argument is read as.
    associatedtype Value: Sendable
    /// The argument.
    static var argument: Argument<Value> { get }
    /// Its value.
    var value: Value { get }
    /// The command with its argument read.
    init(value: Value)
}

extension SingleArgumentCommand {
    static var arguments: [any ArgumentDeclaration] { [argument] }

    init(_ input: CommandInput) throws {
        self.init(value: try input.argument(Self.argument))
    }
}
