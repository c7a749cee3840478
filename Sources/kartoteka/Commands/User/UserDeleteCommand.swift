import KartotekaCore
import KartotekaUseCases

/// `user delete <username>`: deletes an account (never the last administrator).
struct UserDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("user delete", Bilingual { $0.userDeleteSummary })

    /// The account deleted.
    @Read(UserOptions.username) var value: String

    func run(_ context: CommandContext) throws {
        try context.run(DeleteAccount(value))
        try context.output(["deleted": value], text: context.texts.accountDeleted)
    }
}
