import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists confirm <id>` and `lists reject <id>`: decides a candidate match, on the server or the
/// local database, and says how it stands.
protocol ListsDecideCommand: KartotekaCommand, ReadsCommandLine {
    /// The match's number.
    var value: Int64 { get }
    /// Whether the title of the match is the listed material.
    static var confirmed: Bool { get }
}

extension ListsDecideCommand {
    func run(_ context: CommandContext) throws {
        let (id, confirmed) = (value, Self.confirmed)
        let match = try context.overServer { try await $0.decideListMatch(ListMatchID(id), confirmed: confirmed) }
            ?? ListMatchResource(try context.run(DecideListMatch(id, confirmed: confirmed)))
        try context.output(match, text: "\(match.id): " + ListsConfirmCommand.stateName(match, context))
    }
}

/// `lists confirm <id>`: the title of a candidate match is the listed material.
struct ListsConfirmCommand: ListsDecideCommand {
    static let configuration = CommandConfiguration("lists confirm", Bilingual { $0.listsConfirmSummary }, worksRemotely: true)
    static let confirmed = true

    /// The match decided.
    @Read(ListOptions.match) var value: Int64

    /// A match's state in the user's language, and whether its entry is struck out of the list.
    static func stateName(_ match: ListMatchResource, _ context: CommandContext) -> String {
        (ListMatchState(rawValue: match.state).map { context.text($0.name) } ?? match.state)
            + (match.struck ? " (" + context.text(ListMatchRecord.struckNote) + ")" : "")
    }
}

/// `lists reject <id>`: the title of a candidate match is not the listed material.
struct ListsRejectCommand: ListsDecideCommand {
    static let configuration = CommandConfiguration("lists reject", Bilingual { $0.listsRejectSummary }, worksRemotely: true)
    static let confirmed = false

    /// The match decided.
    @Read(ListOptions.match) var value: Int64
}
