import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `copycat target edit --name TEXT [--new-name TEXT] [fields]`: changes a target; the fields not
/// given keep their values, its password too unless a new one is given or it is removed.
struct CopycatTargetEditCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "copycat target edit", Bilingual { $0.copycatTargetEditSummary }, worksRemotely: true)

    @Read(Option.text("name", "TEXT", \.existingTargetNameHelp)) var name: String
    @Read(Option.text("new-name", "TEXT", \.newTargetNameHelp)) var newName: String?
    @Read var fields: CopycatTargetFields

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var input = CopyCataloguingTargetInput(try desk.copyCataloguingTarget(named: name))
        if let newName { input.name = newName }
        let saved = try desk.updateCopyCataloguingTarget(named: name, with: fields.applied(to: input))
        try context.output(saved, text: context.texts.targetSavedLine(context.report.target(saved)))
    }
}
