import KartotekaCore

/// `author-sign <surname> [--style compact|spaced]`: the author sign from the Havkina table.
struct AuthorSignCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "author-sign", Bilingual { $0.authorSignSummary },
        details: Bilingual { $0.authorSignDetails },
        worksRemotely: true)
    /// `--style compact|spaced`.
    static let style = Option<AuthorSignStyle>.choice(
        "style", "compact|spaced", \.signStyleHelp, expected: Bilingual { $0.signStyleChoices })

    /// The author's surname.
    @Read(Argument("surname")) var surname: String
    /// The style asked for; else the library's (when the database exists), else compact.
    @Read(AuthorSignCommand.style) var chosenStyle: AuthorSignStyle?

    func run(_ context: CommandContext) throws {
        var style = chosenStyle ?? .compact
        if chosenStyle == nil, context.localDatabaseExists {
            style = try context.store().settings().authorSignStyle
        }
        guard let sign = AuthorSign.compute(surname: surname, style: style) else {
            throw ValidationError(field: "authorSurname", message: Bilingual { $0.noAuthorSign(surname) })
        }
        try context.output(["surname": surname, "authorSign": sign], text: sign)
    }
}
