import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `copycat target add --name TEXT --host HOST --database NAME --format … [fields] | --preset KEY`:
/// a catalogue to copy records from; a known public one from its preset, added disabled.
struct CopycatTargetAddCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "copycat target add", Bilingual { $0.copycatTargetAddSummary }, details: Bilingual { $0.copycatTargetAddDetails },
        worksRemotely: true)

    @Read(Option.text("name", "TEXT", \.targetNameHelp)) var name: String?
    @Read(Option.text("preset", "KEY", \.targetPresetHelp)) var preset: String?
    @Read var fields: CopycatTargetFields

    func run(_ context: CommandContext) throws {
        var start = CopyCataloguingTargetInput(name: "", host: "", database: "", format: "")
        if let preset { start = CopyCataloguingTargetInput(try CopyCataloguingPreset.named(preset).target(in: context.language)) }
        if let name { start.name = name }
        let added = try context.desk().addCopyCataloguingTarget(fields.applied(to: start))
        try context.output(added, text: context.texts.targetAddedLine(context.report.target(added)))
    }
}
