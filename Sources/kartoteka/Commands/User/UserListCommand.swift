import KartotekaCore

/// `user list`: the staff accounts.
struct UserListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("user list", Bilingual { $0.userListSummary })

    func run(_ context: CommandContext) throws {
        let accounts = try context.store().accounts()
        let lines = accounts.map { account in
            "\(account.username)  \(context.text(account.role.name))\(account.displayName.isEmpty ? "" : "  \(account.displayName)")"
                + (account.branch.map { context.texts.accountBranchMark($0) } ?? "")
                + (account.disabled ? context.texts.disabledMark : "")
        }
        try context.output(accounts, text: lines.isEmpty ? context.texts.noAccounts : lines.joined(separator: "\n"))
    }
}
