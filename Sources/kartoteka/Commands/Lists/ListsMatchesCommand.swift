import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists matches [--kind K] [--state candidate|confirmed|rejected]`: the matches, each list entry
/// beside its title and copies (the candidates when no state is given).
struct ListsMatchesCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("lists matches", Bilingual { $0.listsMatchesSummary }, worksRemotely: true)
    static let state = Option<ListMatchState>.choice("state", "candidate|confirmed|rejected", \.listStateHelp,
                                                     expected: Bilingual { $0.listStateChoices })

    @Read(ListOptions.kind) var kind: BannedListKind?
    @Read(ListsMatchesCommand.state, default: .candidate) var state: ListMatchState

    func run(_ context: CommandContext) throws {
        let (state, kind) = (state, kind)
        let matches = try context.overServer { try await $0.listMatches(state: state, kind: kind) }
            ?? context.ask(ListMatches(state: state, kind: kind)).map(ListMatchResource.init)
        try context.output(matches, text: matches.isEmpty ? context.texts.noListMatches : matches.map {
            "\($0.id). № \($0.entryNumber): \($0.entryText)\n    ↔ \($0.titleDescription) [\($0.copies.joined(separator: ", "))] — "
                + ListsConfirmCommand.stateName($0, context)
        }.joined(separator: "\n"))
    }
}
