import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists confirm <id>`: the title of a candidate match is the listed material.
struct ListsConfirmCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists confirm", Bilingual { $0.listsConfirmSummary }, worksRemotely: true)
    static let arguments: [any ArgumentDeclaration] = [ListOptions.match]

    let id: Int64

    init(_ input: CommandInput) throws {
        id = try input.argument(ListOptions.match)
    }

    func run(_ context: CommandContext) throws {
        try ListsConfirmCommand.decide(id, confirmed: true, context)
    }

    /// Decides match `id` on the server or the local database, and says how it stands.
    static func decide(_ id: Int64, confirmed: Bool, _ context: CommandContext) throws {
        let match = try context.overServer { try await $0.decideListMatch(ListMatchID(id), confirmed: confirmed) }
            ?? ListMatchResource(try context.run(DecideListMatch(id, confirmed: confirmed)))
        try context.output(match, text: "\(match.id): " + stateName(match, context))
    }

    /// A match's state in the user's language.
    static func stateName(_ match: ListMatchResource, _ context: CommandContext) -> String {
        ListMatchState(rawValue: match.state).map { context.text($0.name) } ?? match.state
    }
}

/// `lists reject <id>`: the title of a candidate match is not the listed material.
struct ListsRejectCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists reject", Bilingual { $0.listsRejectSummary }, worksRemotely: true)
    static let arguments: [any ArgumentDeclaration] = [ListOptions.match]

    let id: Int64

    init(_ input: CommandInput) throws {
        id = try input.argument(ListOptions.match)
    }

    func run(_ context: CommandContext) throws {
        try ListsConfirmCommand.decide(id, confirmed: false, context)
    }
}
