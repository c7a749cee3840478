import KartotekaAuth
import KartotekaCore
import KartotekaUseCases

/// `user add <username> [--role …] [--name TEXT] [--branch C] [--password-file FILE]`: a staff account.
struct UserAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "user add", Bilingual { $0.userAddSummary },
        details: Bilingual { $0.userAddDetails })
    /// `--role …`.
    static let role = UserOptions.role(\.roleHelp)
    static let arguments: [any ArgumentDeclaration] = [UserOptions.username]
    static let options: [any OptionDeclaration] = [role, UserOptions.displayName, UserOptions.branch, UserOptions.passwordFile]

    /// The account's name as typed.
    let username: String
    /// Its role.
    let accountRole: Role
    /// How its name is shown.
    let displayName: String
    /// The branch whose desk it works at, if any.
    let branch: BranchCode?
    /// The password's file, if not generated.
    let passwordFile: String?

    init(_ input: CommandInput) throws {
        username = try input.argument(UserOptions.username)
        accountRole = try input.value(Self.role) ?? .librarian
        displayName = try input.value(UserOptions.displayName) ?? ""
        branch = try input.value(UserOptions.branch) ?? nil
        passwordFile = try input.value(UserOptions.passwordFile)
    }

    func run(_ context: CommandContext) throws {
        let username = try Credentials.validatedUsername(username)
        let (password, generated) = try UserOptions.password(from: passwordFile)
        try Credentials.validatePassword(password, username: username)
        let account = try context.run(AddAccount(username: username, displayName: displayName, role: accountRole,
                                                 passwordHash: PasswordHasher().hash(password), branch: branch))
        var text = context.texts.accountCreated(account.username, role: account.role, branch: account.branch)
        if generated { text += "\n" + context.texts.generatedPassword(password) }
        try context.output(["username": account.username, "role": account.role.rawValue, "branch": account.branch?.rawValue ?? "",
                            "password": generated ? password : ""], text: text)
    }
}
