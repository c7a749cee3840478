import Foundation
import KartotekaCore
import KartotekaExchange

/// `--mail-to` and the SMTP options of the export commands.
enum MailOptions {
    static let all: [OptionSpec] = [
        .value("mail-to", "ADDRESS", "отправить выгрузку письмом на этот адрес", "send the export by e-mail to this address"),
        .value("smtp-url", "URL", "почтовый сервер: smtp://host:587 или smtps://host:465 (по умолчанию из настроек)",
               "mail server: smtp://host:587 or smtps://host:465 (default from the settings)").onlyLocal,
        .value("smtp-user", "NAME", "имя пользователя на почтовом сервере", "user name on the mail server").onlyLocal,
        .value("smtp-password-file", "FILE", "файл с паролем (первая строка)", "file holding the password (first line)").onlyLocal,
        .value("smtp-from", "ADDRESS", "адрес отправителя", "sender address").onlyLocal,
        .flag("starttls", "требовать шифрование STARTTLS для smtp://", "require STARTTLS encryption for smtp://").onlyLocal,
    ]

    /// Whether the command line asks for e-mail.
    static func requested(_ input: CommandInput) -> Bool {
        input.option("mail-to") != nil
    }

    /// What the SMTP options say, over the library's mail settings.
    static func overrides(_ input: CommandInput) throws -> MailOverrides {
        var overrides = MailOverrides(url: input.option("smtp-url"), user: input.option("smtp-user"), from: input.option("smtp-from"),
                                      requireStartTLS: input.flag("starttls"))
        if let path = input.option("smtp-password-file") {
            let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            overrides.password = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
        return overrides
    }

    /// Sends the export; on failure keeps the file on disk (unless already written with -o) and says where.
    static func send(_ file: ExportFile, of order: ExportOrder, input: CommandInput, context: CommandContext) throws {
        let recipient = try input.required("mail-to")
        let smtp = try overrides(input)
        do {
            try context.desk().mail(file, of: order, to: recipient, smtp: smtp)
        } catch UsageError.missingOption(let option, _) {
            throw UsageError.missingOption(option, command: input.command)
        } catch {
            if input.option("output") == nil {
                try Data(file.bytes).write(to: URL(fileURLWithPath: file.fileName))
                context.console.error(context.text(ru: "Выгрузка сохранена в файл \(file.fileName).", en: "The export was saved to \(file.fileName)."))
            }
            throw error
        }
        context.console.error(context.text(ru: "Письмо с файлом \(file.fileName) отправлено на \(recipient).",
                                           en: "The message with \(file.fileName) was sent to \(recipient)."))
    }
}
