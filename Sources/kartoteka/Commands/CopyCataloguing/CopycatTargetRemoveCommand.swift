import KartotekaCore

/// `copycat target remove --name TEXT`: removes a target.
struct CopycatTargetRemoveCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "copycat target remove", Bilingual { $0.copycatTargetRemoveSummary }, worksRemotely: true)
    static let name = Option.text("name", "TEXT", \.existingTargetNameHelp)

    @Read(CopycatTargetRemoveCommand.name) var value: String

    func run(_ context: CommandContext) throws {
        try context.desk().deleteCopyCataloguingTarget(named: value)
        try context.output(["removedTarget": value], text: context.texts.targetRemovedLine(value))
    }
}
