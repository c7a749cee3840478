import KartotekaCore
import KartotekaUseCases

/// `user delete <username>`: deletes an account (never the last administrator).
struct UserDeleteCommand: SingleValueCommand {
    static let configuration = CommandConfiguration("user delete", Bilingual { $0.userDeleteSummary })
    static let source = SingleValue.argument(UserOptions.username)

    /// The account deleted.
    let value: String

    func run(_ context: CommandContext) throws {
        try context.run(DeleteAccount(value))
        try context.output(["deleted": value], text: context.texts.accountDeleted)
    }
}
