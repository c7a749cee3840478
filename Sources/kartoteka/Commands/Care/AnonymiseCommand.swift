import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `anonymise [--older-than DAYS] [--dry-run]`: removes readers from the history of loans returned
/// long ago and destroys the data of the readers the retention policy names, writing an act of
/// destruction; `--dry-run` says whom it would touch and changes nothing.
struct AnonymiseCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "anonymise", Bilingual { $0.anonymiseSummary }, worksRemotely: true)

    /// How many days ago, if not the library's setting.
    @Read(Option.integer("older-than", "DAYS", range: 0...36_500, \.olderThanHelp)) var days: Int?
    /// Only say what would be done.
    @Read(Flag("dry-run", \.anonymiseDryRunHelp)) var preview: Bool

    func run(_ context: CommandContext) throws {
        let (days, preview) = (days, preview)
        let plan: AnonymisationResource
        if let remote = try context.overServer({ client in
            if preview { return try await client.anonymisationPreview(olderThanDays: days) }
            return try await client.anonymise(olderThanDays: days)
        }) {
            plan = remote
        } else if preview {
            plan = AnonymisationResource(try context.ask(AnonymisationPreview(olderThanDays: days)))
        } else {
            plan = AnonymisationResource(try context.run(AnonymiseLoans(olderThanDays: days)))
        }
        let readers = plan.readers.map { "\($0.ticketNumber) | \($0.name) | \($0.reason) | \($0.since)" }
        let summary = preview ? context.texts.anonymiseWould(loans: plan.loans, readers: plan.readers.count)
            : context.texts.loansAnonymised(plan.loans) + "\n" + context.texts.readersDestroyed(plan.readers.count, act: plan.actID)
        try context.output(plan, text: (readers + [summary]).joined(separator: "\n"))
    }
}
