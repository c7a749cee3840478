import KartotekaCore
import KartotekaUseCases

/// `user token revoke <id>`: revokes an API token.
struct UserTokenRevokeCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("user token revoke", Bilingual { $0.tokenRevokeSummary })
    /// `<id>`: the token's number.
    static let id = Argument<Int64>("id") { text in
        guard let id = Int64(text) else {
            throw UsageError.invalidValue(option: "id", value: text, expected: Bilingual { $0.tokenNumberExpected })
        }
        return id
    }

    /// The token revoked.
    @Read(UserTokenRevokeCommand.id) var value: Int64

    func run(_ context: CommandContext) throws {
        try context.run(RevokeAPIToken(value))
        try context.output(["revoked": String(value)], text: context.texts.tokenRevoked)
    }
}
