/// A command whose whole input is one value — an argument, an option it needs, or an option
/// group (``SingleValue``): declared once, it reaches the command read (`value`).
protocol SingleValueCommand: KartotekaCommand {
    /// What the value is read as.
    associatedtype Value: Sendable
    /// Where the value comes from.
    static var source: SingleValue<Value> { get }
    /// The value.
    var value: Value { get }
    /// The command with its value read.
    init(value: Value)
}

extension SingleValueCommand {
    static var arguments: [any ArgumentDeclaration] { source.arguments }
    static var options: [any OptionDeclaration] { source.options }

    init(_ input: CommandInput) throws {
        self.init(value: try Self.source.read(input))
    }
}

extension SingleValueCommand where Value: OptionGroup {
    static var source: SingleValue<Value> { .group }
}
