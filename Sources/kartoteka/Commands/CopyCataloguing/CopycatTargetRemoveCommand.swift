import KartotekaCore

/// `copycat target remove --name TEXT`: removes a target.
struct CopycatTargetRemoveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copycat target remove", Bilingual { $0.copycatTargetRemoveSummary }, worksRemotely: true)
    static let name = Option.text("name", "TEXT", \.existingTargetNameHelp)
    static let options: [any OptionDeclaration] = [name]

    let name: String

    init(_ input: CommandInput) throws {
        name = try input.required(Self.name)
    }

    func run(_ context: CommandContext) throws {
        try context.desk().deleteCopyCataloguingTarget(named: name)
        try context.output(["removedTarget": name], text: context.texts.targetRemovedLine(name))
    }
}
