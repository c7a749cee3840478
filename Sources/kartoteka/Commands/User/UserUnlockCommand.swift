import KartotekaCore

/// `user unlock <username>`: forgets the name's failed sign-ins from every address, so that it
/// may sign in at once (someone mistyping at a shared desk, say, made it wait).
struct UserUnlockCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "user unlock", Bilingual { $0.userUnlockSummary }, details: Bilingual { $0.userUnlockDetails })

    /// The account.
    @Read(UserOptions.username) var value: String

    func run(_ context: CommandContext) throws {
        let store = try context.store()
        let account = try store.account(username: value).account
        let forgotten = try store.forgetSignInFailures(name: Credentials.throttleKey(forTypedName: account.username), address: nil)
        try context.output(["username": account.username, "failedSignInsForgotten": String(forgotten)],
                           text: context.texts.signInUnlocked(account.username, failures: forgotten))
    }
}
