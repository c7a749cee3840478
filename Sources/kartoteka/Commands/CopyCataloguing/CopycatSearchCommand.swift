import KartotekaCore

/// `copycat search --isbn … | --title … | --author … | --any … [--target NAME]`: searches other
/// libraries' catalogues at once; each edition with each catalogue's record, and what each did.
struct CopycatSearchCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copycat search", Bilingual { $0.copycatSearchSummary }, details: Bilingual { $0.copycatSearchDetails },
        worksRemotely: true)
    static let isbn = Option.text("isbn", "ISBN", \.copycatISBNHelp)
    static let title = Option.text("title", "WORDS", \.copycatTitleHelp)
    static let author = Option.text("author", "NAME", \.copycatAuthorHelp)
    static let any = Option.text("any", "WORDS", \.copycatAnyHelp)
    static let target = Option.text("target", "NAME", \.copycatSearchTargetHelp)
    static let options: [any OptionDeclaration] = [isbn, title, author, any, target]

    let query: CopyCataloguingQuery
    let target: String?

    init(_ input: CommandInput) throws {
        query = try CopyCataloguingQuery(oneOf: [
            (.isbn, try input.value(Self.isbn)), (.title, try input.value(Self.title)), (.author, try input.value(Self.author)),
            (.any, try input.value(Self.any)),
        ])
        target = try input.value(Self.target)
    }

    func run(_ context: CommandContext) throws {
        let result = try context.desk().searchCopyCataloguing(query, targets: target.map { [$0] } ?? [])
        if result.editions.isEmpty, !result.targets.isEmpty, result.targets.allSatisfy({ $0.failure != nil }) {
            throw CopycatSearchFailed(messages: result.targets.compactMap(\.failure?.message))
        }
        try context.output(result, text: context.report.copyCataloguing(result))
    }
}
