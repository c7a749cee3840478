import KartotekaCore
import KartotekaUseCases

/// The options the `lists` commands share, and how they ask the library's database.
enum ListOptions {
    /// `--kind extremist|foreign_agents|drug_marking` (the Federal list when left out).
    static let kind = Option<BannedListKind>.checked("kind", "extremist|foreign_agents|drug_marking", \.listKindHelp,
                                                     expected: Bilingual { $0.listKindChoices }) { BannedListKind(named: $0) }
    /// `<id>` of a candidate match.
    static let match = Argument<Int64>("id") { text in
        guard let id = Int64(text), id > 0 else { throw UsageError.invalidValue(option: "id", value: text, expected: Bilingual { $0.wholeNumberExpected }) }
        return id
    }
}

extension CommandContext {
    /// Asks a question of the library database on this computer, as the command line.
    func ask<Asked: Query>(_ query: Asked) throws -> Asked.Output {
        try Library(store: store()).ask(query, for: .commandLine())
    }
}
