import KartotekaAuth
import KartotekaCore

/// `user add <username> [--role …] [--name TEXT] [--branch C] [--password-file FILE]`: a staff account.
struct UserAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "user add", Bilingual(ru: "создать учётную запись сотрудника", en: "create a staff account"),
        details: Bilingual(ru: "Пример: kartoteka user add admin --role administrator", en: "Example: kartoteka user add admin --role administrator"))
    /// `--role …`.
    static let role = UserOptions.role("роль (по умолчанию librarian)", "role (default librarian)")
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
        let store = try context.store()
        // A branch that does not exist is refused before the account is made.
        if let branch { _ = try store.branch(branch) }
        var account = try store.addAccount(username: username, displayName: displayName, role: accountRole,
                                           passwordHash: PasswordHasher().hash(password))
        if let branch { account = try store.setAccountBranch(username: account.username, branch: branch) }
        let note = UserOptions.branchNote(account, context)
        var text = context.text(ru: "Учётная запись \(account.username) создана (\(account.role.name.russian)\(note)).",
                                en: "Account \(account.username) created (\(account.role.name.english)\(note)).")
        if generated { text += "\n" + context.text(ru: "Пароль: \(password)", en: "Password: \(password)") }
        try context.output(["username": account.username, "role": account.role.rawValue, "branch": account.branch?.rawValue ?? "",
                            "password": generated ? password : ""], text: text)
    }
}
