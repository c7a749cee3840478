import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists confirm <id>`: the title of a candidate match is the listed material.
struct ListsConfirmCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists confirm", Bilingual { $0.listsConfirmSummary })
    static let arguments: [any ArgumentDeclaration] = [ListOptions.match]

    let id: Int64

    init(_ input: CommandInput) throws {
        id = try input.argument(ListOptions.match)
    }

    func run(_ context: CommandContext) throws {
        let match = try context.run(DecideListMatch(id, confirmed: true))
        try context.output(ListMatchResource(match), text: "\(match.id): " + context.text(match.state.name))
    }
}

/// `lists reject <id>`: the title of a candidate match is not the listed material.
struct ListsRejectCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists reject", Bilingual { $0.listsRejectSummary })
    static let arguments: [any ArgumentDeclaration] = [ListOptions.match]

    let id: Int64

    init(_ input: CommandInput) throws {
        id = try input.argument(ListOptions.match)
    }

    func run(_ context: CommandContext) throws {
        let match = try context.run(DecideListMatch(id, confirmed: false))
        try context.output(ListMatchResource(match), text: "\(match.id): " + context.text(match.state.name))
    }
}
