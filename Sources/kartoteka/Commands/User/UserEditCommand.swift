import KartotekaCore
import KartotekaUseCases

/// `user edit <username>` with `--role`, `--name`, `--branch`, `--disable` or `--enable`.
struct UserEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "user edit", Bilingual { $0.userEditSummary })
    /// `--role …`.
    static let role = UserOptions.role(\.newRoleHelp)
    /// `--disable`.
    static let disable = Flag("disable", \.disableHelp)
    /// `--enable`.
    static let enable = Flag("enable", \.enableHelp)
    static let arguments: [any ArgumentDeclaration] = [UserOptions.username]
    static let options: [any OptionDeclaration] = [role, UserOptions.displayName, UserOptions.branch, disable, enable]

    /// The account changed.
    let username: String
    /// Its new role, if it changes.
    let newRole: Role?
    /// Its new display name, if it changes.
    let displayName: String?
    /// Its new branch (`.some(nil)`: none), if it changes.
    let branch: BranchCode??
    /// Whether it is disabled (`true`), enabled (`false`), or left as it is.
    let disabled: Bool?

    init(_ input: CommandInput) throws {
        if input.flag(Self.disable) && input.flag(Self.enable) { throw UsageError.conflictingOptions("disable", "enable") }
        username = try input.argument(UserOptions.username)
        newRole = try input.value(Self.role)
        displayName = try input.value(UserOptions.displayName)
        branch = try input.value(UserOptions.branch)
        disabled = input.flag(Self.disable) ? true : input.flag(Self.enable) ? false : nil
    }

    func run(_ context: CommandContext) throws {
        let account = try context.run(ChangeAccount(username, role: newRole, displayName: displayName, disabled: disabled, branch: branch))
        try context.output(account, text: context.texts.accountSaved(account.username, role: account.role, branch: account.branch,
                                                                     disabled: account.disabled))
    }
}
