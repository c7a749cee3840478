/// A command whose whole input is one ``OptionGroup``: its arguments and options are the
/// group's, and it is built from what the group read (`given`).
protocol GroupCommand: KartotekaCommand {
    /// The group the command reads.
    associatedtype Group: OptionGroup
    /// What the command line gave.
    var given: Group { get }
    /// The command from what the command line gave.
    init(given: Group)
}

extension GroupCommand {
    static var arguments: [any ArgumentDeclaration] { Group.arguments }
    static var options: [any OptionDeclaration] { Group.options }

    init(_ input: CommandInput) throws {
        self.init(given: try Group(input))
    }
}
