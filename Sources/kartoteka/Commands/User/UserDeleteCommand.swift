import KartotekaCore

/// `user delete <username>`: deletes an account (never the last administrator).
struct UserDeleteCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("user delete", Bilingual(ru: "удалить учётную запись", en: "delete an account"))
    static let arguments: [any ArgumentDeclaration] = [UserOptions.username]

    /// The account deleted.
    let username: String

    init(_ input: CommandInput) throws {
        username = try input.argument(UserOptions.username)
    }

    func run(_ context: CommandContext) throws {
        try context.store().deleteAccount(username: username)
        try context.output(["deleted": username], text: context.text(ru: "Учётная запись удалена.", en: "Account deleted."))
    }
}
