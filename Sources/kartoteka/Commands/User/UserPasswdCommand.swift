import KartotekaAuth
import KartotekaCore
import KartotekaUseCases

/// `user passwd <username> [--password-file FILE]`: a new password (ends every session).
struct UserPasswdCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "user passwd", Bilingual { $0.userPasswdSummary })
    static let arguments: [any ArgumentDeclaration] = [UserOptions.username]
    static let options: [any OptionDeclaration] = [UserOptions.passwordFile]

    /// The account.
    let username: String
    /// The password's file, if not generated.
    let passwordFile: String?

    init(_ input: CommandInput) throws {
        username = try input.argument(UserOptions.username)
        passwordFile = try input.value(UserOptions.passwordFile)
    }

    func run(_ context: CommandContext) throws {
        let (password, generated) = try UserOptions.password(from: passwordFile)
        try Credentials.validatePassword(password, username: username)
        try context.run(SetPassword(username, to: PasswordHasher().hash(password)))
        try context.output(["username": username, "password": generated ? password : ""],
                           text: context.texts.passwordChanged + (generated ? "\n" + context.texts.generatedPassword(password) : ""))
    }
}
