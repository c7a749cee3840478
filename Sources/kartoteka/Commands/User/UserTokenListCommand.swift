import KartotekaCore

/// `user token list [<username>]`: the API tokens, of one account or all.
struct UserTokenListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("user token list", Bilingual { $0.tokenListSummary })
    /// `<username?>`.
    static let username = Argument("username", .optional)

    /// The account whose tokens are listed; every account's when `nil`.
    @Read(UserTokenListCommand.username) var value: String?

    func run(_ context: CommandContext) throws {
        let tokens = try context.store().apiTokens(username: value)
        let lines = tokens.map { "#\($0.id)  \($0.username)  \($0.name)" + ($0.revoked ? context.texts.revokedMark : "") }
        try context.output(tokens, text: lines.isEmpty ? context.texts.noTokens : lines.joined(separator: "\n"))
    }
}
