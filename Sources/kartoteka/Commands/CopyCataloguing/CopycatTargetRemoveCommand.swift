import KartotekaCore

/// `copycat target remove --name TEXT`: removes a target.
struct CopycatTargetRemoveCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "copycat target remove", Bilingual { $0.copycatTargetRemoveSummary }, worksRemotely: true)
    static let name = Option.text("name", "TEXT", \.existingTargetNameHelp)
    static let source = SingleValue.option(name)

    let value: String

    func run(_ context: CommandContext) throws {
        try context.desk().deleteCopyCataloguingTarget(named: value)
        try context.output(["removedTarget": value], text: context.texts.targetRemovedLine(value))
    }
}
