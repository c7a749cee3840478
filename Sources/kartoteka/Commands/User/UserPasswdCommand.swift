import KartotekaAuth
import KartotekaCore
import KartotekaUseCases

/// `user passwd <username> [--password-file FILE]`: a new password (ends every session).
struct UserPasswdCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "user passwd", Bilingual { $0.userPasswdSummary })

    /// The account.
    @Read(UserOptions.username) var username: String
    /// The password's file, if not generated.
    @Read(UserOptions.passwordFile) var passwordFile: String?

    func run(_ context: CommandContext) throws {
        let (password, generated) = try UserOptions.password(from: passwordFile)
        try Credentials.validatePassword(password, username: username)
        try context.run(SetPassword(username, to: PasswordHasher().hash(password)))
        try context.output(["username": username, "password": generated ? password : ""],
                           text: context.texts.passwordChanged + (generated ? "\n" + context.texts.generatedPassword(password) : ""))
    }
}
