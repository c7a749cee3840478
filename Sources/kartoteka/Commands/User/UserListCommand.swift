import KartotekaCore

/// `user list`: the staff accounts.
struct UserListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("user list", Bilingual(ru: "учётные записи", en: "accounts"))

    /// Nothing to read.
    init(_ input: CommandInput) {}

    func run(_ context: CommandContext) throws {
        let accounts = try context.store().accounts()
        let lines = accounts.map { account in
            "\(account.username)  \(context.text(account.role.name))\(account.displayName.isEmpty ? "" : "  \(account.displayName)")"
                + (account.branch.map { context.text(ru: "  филиал \($0)", en: "  branch \($0)") } ?? "")
                + (account.disabled ? context.text(ru: "  (отключена)", en: "  (disabled)") : "")
        }
        try context.output(accounts, text: lines.isEmpty ? context.text(ru: "Учётных записей нет.", en: "No accounts.") : lines.joined(separator: "\n"))
    }
}
