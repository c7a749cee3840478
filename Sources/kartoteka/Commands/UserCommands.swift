import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaStore

/// `user add|list|edit|passwd|delete` and `user token add|list|revoke`: staff accounts.
enum UserCommands {
    static let all: [CommandSpec] = [add, list, edit, passwd, delete, tokenAdd, tokenList, tokenRevoke]

    static let passwordOption = OptionSpec.value("password-file", "FILE", "файл с паролем (первая строка; - — стандартный ввод); без него пароль создаётся и печатается",
                                                 "file with the password (first line; - for standard input); without it one is generated and printed")

    /// The password from `--password-file`, or a generated one (and whether it was generated).
    static func password(_ input: CommandInput) throws -> (String, generated: Bool) {
        guard let path = input.option("password-file") else { return (SecretTokens.password(), true) }
        let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        return (String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? "", false)
    }

    static func role(_ input: CommandInput) throws -> Role? {
        guard let text = input.option("role") else { return nil }
        guard let role = Role(rawValue: text) else {
            throw UsageError.invalidValue(option: "role", value: text, expected: Bilingual(
                ru: "administrator, librarian или circulation.", en: "administrator, librarian or circulation."))
        }
        return role
    }

    static let add = CommandSpec(
        "user add", Bilingual(ru: "создать учётную запись сотрудника", en: "create a staff account"), arguments: ["username"],
        options: [.value("role", "administrator|librarian|circulation", "роль (по умолчанию librarian)", "role (default librarian)"),
                  .value("name", "TEXT", "как показывать имя", "display name"), passwordOption],
        details: Bilingual(ru: "Пример: kartoteka user add admin --role administrator", en: "Example: kartoteka user add admin --role administrator")
    ) { context, input in
        let username = try Credentials.validatedUsername(input.positionals[0])
        let (password, generated) = try password(input)
        try Credentials.validatePassword(password, username: username)
        let account = try context.store().addAccount(username: username, displayName: input.option("name") ?? "",
                                                     role: try role(input) ?? .librarian, passwordHash: PasswordHasher().hash(password))
        var text = context.text(ru: "Учётная запись \(account.username) создана (\(account.role.name.russian)).",
                                en: "Account \(account.username) created (\(account.role.name.english)).")
        if generated { text += "\n" + context.text(ru: "Пароль: \(password)", en: "Password: \(password)") }
        try context.output(["username": account.username, "role": account.role.rawValue, "password": generated ? password : ""], text: text)
    }

    static let list = CommandSpec("user list", Bilingual(ru: "учётные записи", en: "accounts")) { context, _ in
        let accounts = try context.store().accounts()
        let lines = accounts.map { account in
            "\(account.username)  \(context.text(account.role.name))\(account.displayName.isEmpty ? "" : "  \(account.displayName)")"
                + (account.disabled ? context.text(ru: "  (отключена)", en: "  (disabled)") : "")
        }
        try context.output(accounts, text: lines.isEmpty ? context.text(ru: "Учётных записей нет.", en: "No accounts.") : lines.joined(separator: "\n"))
    }

    static let edit = CommandSpec(
        "user edit", Bilingual(ru: "изменить роль, имя или отключить/включить", en: "change the role or name, or disable/enable"),
        arguments: ["username"],
        options: [.value("role", "administrator|librarian|circulation", "новая роль", "new role"), .value("name", "TEXT", "как показывать имя", "display name"),
                  .flag("disable", "запретить вход", "forbid signing in"), .flag("enable", "разрешить вход", "allow signing in")]
    ) { context, input in
        if input.flag("disable") && input.flag("enable") { throw UsageError.conflictingOptions("disable", "enable") }
        let disabled: Bool? = input.flag("disable") ? true : input.flag("enable") ? false : nil
        let account = try context.store().updateAccount(username: input.positionals[0], role: try role(input),
                                                        displayName: input.option("name"), disabled: disabled)
        try context.output(account, text: context.text(ru: "Сохранено: \(account.username), \(account.role.name.russian)\(account.disabled ? ", отключена" : "").",
                                                       en: "Saved: \(account.username), \(account.role.name.english)\(account.disabled ? ", disabled" : "")."))
    }

    static let passwd = CommandSpec("user passwd", Bilingual(ru: "сменить пароль (все сеансы закрываются)", en: "change the password (ends every session)"),
                                    arguments: ["username"], options: [passwordOption]) { context, input in
        let username = input.positionals[0]
        let (password, generated) = try password(input)
        try Credentials.validatePassword(password, username: username)
        try context.store().setPasswordHash(username: username, passwordHash: PasswordHasher().hash(password))
        try context.output(["username": username, "password": generated ? password : ""],
                           text: context.text(ru: "Пароль изменён.", en: "Password changed.") + (generated ? "\n" + context.text(ru: "Пароль: ", en: "Password: ") + password : ""))
    }

    static let delete = CommandSpec("user delete", Bilingual(ru: "удалить учётную запись", en: "delete an account"), arguments: ["username"]) { context, input in
        try context.store().deleteAccount(username: input.positionals[0])
        try context.output(["deleted": input.positionals[0]], text: context.text(ru: "Учётная запись удалена.", en: "Account deleted."))
    }

    static let tokenAdd = CommandSpec(
        "user token add", Bilingual(ru: "выпустить API-токен (показывается один раз)", en: "issue an API token (shown once)"), arguments: ["username"],
        options: [.value("name", "TEXT", "для чего токен", "what the token is for")]
    ) { context, input in
        let token = SecretTokens.generate()
        let record = try context.store().addAPIToken(username: input.positionals[0], name: input.option("name") ?? "API",
                                                     tokenDigest: SecretTokens.digest(token))
        try context.output(["id": String(record.id), "token": token],
                           text: context.text(ru: "Токен №\(record.id) (сохраните, больше он не будет показан):\n\(token)",
                                              en: "Token #\(record.id) (keep it; it will not be shown again):\n\(token)"))
    }

    static let tokenList = CommandSpec("user token list", Bilingual(ru: "API-токены", en: "API tokens"), arguments: ["username?"]) { context, input in
        let tokens = try context.store().apiTokens(username: input.positionals.first)
        let lines = tokens.map { "#\($0.id)  \($0.username)  \($0.name)" + ($0.revoked ? context.text(ru: "  (отозван)", en: "  (revoked)") : "") }
        try context.output(tokens, text: lines.isEmpty ? context.text(ru: "Токенов нет.", en: "No tokens.") : lines.joined(separator: "\n"))
    }

    static let tokenRevoke = CommandSpec("user token revoke", Bilingual(ru: "отозвать API-токен", en: "revoke an API token"), arguments: ["id"]) { context, input in
        guard let id = Int64(input.positionals[0]) else {
            throw UsageError.invalidValue(option: "id", value: input.positionals[0], expected: Bilingual(ru: "нужен номер токена.", en: "expected a token number."))
        }
        try context.store().revokeAPIToken(id: id)
        try context.output(["revoked": String(id)], text: context.text(ru: "Токен отозван.", en: "Token revoked."))
    }
}
