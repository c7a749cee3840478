import KartotekaAuth
import KartotekaCore
import KartotekaUseCases

/// `user token add <username> [--name TEXT]`: issues an API token, shown once.
struct UserTokenAddCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "user token add", Bilingual { $0.tokenAddSummary })

    /// The token's account.
    @Read(UserOptions.username) var username: String
    /// What it is for.
    @Read(Option.text("name", "TEXT", \.tokenPurposeHelp), default: "API") var name: String

    func run(_ context: CommandContext) throws {
        let token = SecretTokens.generate()
        let record = try context.run(IssueAPIToken(for: username, name: name, tokenDigest: SecretTokens.digest(token)))
        try context.output(["id": String(record.id), "token": token],
                           text: context.texts.tokenIssued(record.id, token: token))
    }
}
