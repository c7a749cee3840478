import KartotekaCore

/// `author-sign <surname> [--style compact|spaced]`: the author sign from the Havkina table.
struct AuthorSignCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "author-sign", Bilingual(ru: "авторский знак по таблице Хавкиной", en: "author sign from the Havkina table"),
        details: Bilingual(ru: "Через сервер (--server) настройки библиотеки не читаются: по умолчанию compact.",
                           en: "Through a server (--server) the library settings are not read: compact by default."),
        worksRemotely: true)
    /// `<surname>`.
    static let surnameArgument = Argument("surname")
    /// `--style compact|spaced`.
    static let style = Option<AuthorSignStyle>.choice(
        "style", "compact|spaced", "Л49 (compact) или Л 49 (spaced); по умолчанию из настроек библиотеки",
        "Л49 (compact) or Л 49 (spaced); default from the library settings", expected: Bilingual(ru: "compact или spaced.", en: "compact or spaced."))
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
            throw ValidationError(field: "authorSurname", message: Bilingual(
                ru: "Для «\(surname)» нет авторского знака: фамилия должна начинаться с русской или латинской буквы.",
                en: "No author sign for “\(surname)”: the surname must start with a Russian or Latin letter."))
        }
        try context.output(["surname": surname, "authorSign": sign], text: sign)
    }
}
