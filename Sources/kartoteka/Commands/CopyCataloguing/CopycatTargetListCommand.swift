import KartotekaCore

/// `copycat target list`: the catalogues records are copied from, in their order.
struct CopycatTargetListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "copycat target list", Bilingual { $0.copycatTargetListSummary }, worksRemotely: true)

    func run(_ context: CommandContext) throws {
        let targets = try context.desk().copyCataloguingTargets()
        try context.output(targets, text: targets.isEmpty ? context.texts.noTargetsYet : targets.map(context.report.target).joined(separator: "\n"))
    }
}
