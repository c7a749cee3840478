import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `pd-acts list`: the acts of destruction of personal data, newest first.
struct DestructionActListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("pd-acts list", Bilingual { $0.destructionActsSummary }, worksRemotely: true)

    func run(_ context: CommandContext) throws {
        let acts = try context.overServer { try await $0.destructionActs() }
            ?? context.ask(DestructionActs()).map { DestructionActResource($0, language: context.language) }
        try context.output(acts, text: acts.map {
            "№ \($0.id) | \($0.actOn) | \($0.readers) | \($0.loans) | \($0.tickets.joined(separator: ", "))"
        }.joined(separator: "\n"))
    }
}
