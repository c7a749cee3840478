/// A value a command or an option group reads from its part of the command line, declared on its
/// property with ``Read``: what it declares (for the parser and the help) and how it is read.
protocol CommandLineValue: Sendable {
    /// The options it reads, in order.
    var options: [any OptionDeclaration] { get }
    /// The positional arguments it reads, in order.
    var arguments: [any ArgumentDeclaration] { get }

    /// The same declaration holding the value read from `input`.
    func reading(_ input: CommandInput) throws -> Self
}
