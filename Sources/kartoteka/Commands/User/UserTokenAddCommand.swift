import KartotekaAuth
import KartotekaCore
import KartotekaUseCases

/// `user token add <username> [--name TEXT]`: issues an API token, shown once.
struct UserTokenAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "user token add", Bilingual { $0.tokenAddSummary })
    /// `--name TEXT`: what the token is for.
    static let purpose = Option.text("name", "TEXT", \.tokenPurposeHelp)
    static let arguments: [any ArgumentDeclaration] = [UserOptions.username]
    static let options: [any OptionDeclaration] = [purpose]

    /// The token's account.
    let username: String
    /// What it is for.
    let name: String

    init(_ input: CommandInput) throws {
        username = try input.argument(UserOptions.username)
        name = try input.value(Self.purpose) ?? "API"
    }

    func run(_ context: CommandContext) throws {
        let token = SecretTokens.generate()
        let record = try context.run(IssueAPIToken(for: username, name: name, tokenDigest: SecretTokens.digest(token)))
        try context.output(["id": String(record.id), "token": token],
                           text: context.texts.tokenIssued(record.id, token: token))
    }
}
