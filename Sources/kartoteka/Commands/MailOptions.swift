import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore

/// `--mail-to` and the SMTP options of the export commands.
enum MailOptions {
    static let all: [OptionSpec] = [
        .value("mail-to", "ADDRESS", "отправить выгрузку письмом на этот адрес", "send the export by e-mail to this address"),
        .value("smtp-url", "URL", "почтовый сервер: smtp://host:587 или smtps://host:465 (по умолчанию из настроек)",
               "mail server: smtp://host:587 or smtps://host:465 (default from the settings)"),
        .value("smtp-user", "NAME", "имя пользователя на почтовом сервере", "user name on the mail server"),
        .value("smtp-password-file", "FILE", "файл с паролем (первая строка)", "file holding the password (first line)"),
        .value("smtp-from", "ADDRESS", "адрес отправителя", "sender address"),
        .flag("starttls", "требовать шифрование STARTTLS для smtp://", "require STARTTLS encryption for smtp://"),
    ]

    /// Whether the command line asks for e-mail.
    static func requested(_ input: CommandInput) -> Bool {
        input.option("mail-to") != nil
    }

    /// Sends the export; on failure keeps the file on disk (unless already written with -o) and says where.
    static func send(_ file: ExportFile, input: CommandInput, context: CommandContext, store: SQLiteLibraryStore) throws {
        var settings = try store.settings()
        let mail = settings.exchange.mail
        let recipient = try input.required("mail-to")
        guard let url = input.option("smtp-url") ?? (mail.serverURL.isEmpty ? nil : mail.serverURL) else {
            throw UsageError.missingOption("smtp-url", command: input.command)
        }
        var password = mail.password
        if let path = input.option("smtp-password-file") {
            let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            password = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
        let user = input.option("smtp-user") ?? mail.user
        let from = input.option("smtp-from") ?? (mail.from.isEmpty ? (user.contains("@") ? user : "kartoteka@localhost") : mail.from)
        let server = MailServer(url: url, requireStartTLS: input.flag("starttls") || mail.requireStartTLS, user: user, password: password)
        let message = MailMessage.irbisExport(from: from, to: recipient, attachment: .init(
            fileName: file.fileName, mediaType: file.mediaType, bytes: file.bytes))
        do {
            try CurlMailSender().send(message, via: server)
        } catch {
            if input.option("output") == nil {
                try Data(file.bytes).write(to: URL(fileURLWithPath: file.fileName))
                context.console.error(context.text(ru: "Выгрузка сохранена в файл \(file.fileName).", en: "The export was saved to \(file.fileName)."))
            }
            throw error
        }
        settings.exchange.mail.lastRecipient = recipient
        try store.saveSettings(settings)
        context.console.error(context.text(ru: "Письмо с файлом \(file.fileName) отправлено на \(recipient).",
                                           en: "The message with \(file.fileName) was sent to \(recipient)."))
    }
}
