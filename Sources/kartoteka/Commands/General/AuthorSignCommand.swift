import KartotekaCore

/// `author-sign <surname> [--style compact|spaced]`: the author sign from the Havkina table.
struct AuthorSignCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "author-sign", Bilingual { $0.authorSignSummary },
        details: Bilingual { $0.authorSignDetails },
        worksRemotely: true)
    /// `<surname>`.
    static let surnameArgument = Argument("surname")
    /// `--style compact|spaced`.
    static let style = Option<AuthorSignStyle>.choice(
        "style", "compact|spaced", \.signStyleHelp, expected: Bilingual { $0.signStyleChoices })
    static let arguments: [any ArgumentDeclaration] = [surnameArgument]
    static let options: [any OptionDeclaration] = [style]

    /// The author's surname.
    let surname: String
    /// The style asked for; else the library's (when the database exists), else compact.
    let chosenStyle: AuthorSignStyle?

    init(_ input: CommandInput) throws {
        surname = try input.argument(Self.surnameArgument)
        chosenStyle = try input.value(Self.style)
    }

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
