import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaUseCases

/// `--mail-to` and the SMTP options of the export commands: whether to send the export by
/// e-mail, to whom, and over which mail server (by default the library's).
struct MailRequest: Sendable {
    /// `--mail-to ADDRESS`.
    static let recipient = Option.text("mail-to", "ADDRESS", \.mailToHelp)
    /// `--smtp-url URL`.
    static let url = Option.text("smtp-url", "URL", \.smtpURLHelp).onlyLocal
    /// `--smtp-user NAME`.
    static let user = Option.text("smtp-user", "NAME", \.smtpUserHelp).onlyLocal
    /// `--smtp-password-file FILE`.
    static let passwordFile = Option.text("smtp-password-file", "FILE", \.smtpPasswordFileHelp).onlyLocal
    /// `--smtp-from ADDRESS`.
    static let from = Option.text("smtp-from", "ADDRESS", \.smtpFromHelp).onlyLocal
    /// `--starttls`.
    static let startTLS = Flag("starttls", \.startTLSHelp).onlyLocal
    /// All of them, for a command's list.
    static let options: [any OptionDeclaration] = [recipient, url, user, passwordFile, from, startTLS]

    /// Whom to send the export to.
    let recipient: String
    /// The mail server options given (the password file not read yet).
    let smtp: MailOverrides
    /// `--smtp-password-file`, if given.
    let passwordFile: String?

    /// The e-mail the options ask for, or `nil` without `--mail-to`.
    init?(_ input: CommandInput) throws {
        guard let recipient = try input.value(Self.recipient) else { return nil }
        self.recipient = recipient
        smtp = MailOverrides(url: try input.value(Self.url), user: try input.value(Self.user), from: try input.value(Self.from),
                             requireStartTLS: input.flag(Self.startTLS))
        passwordFile = try input.value(Self.passwordFile)
    }

    /// Sends the export; on failure keeps the file on disk (unless already written with -o) and says where.
    func send(_ file: ExportFile, of order: ExportOrder, writtenTo output: String?, command: String, _ context: CommandContext) throws {
        var smtp = smtp
        if let passwordFile { smtp.password = try Configuration.password(inFile: passwordFile) }
        do {
            try context.desk().mail(file, of: order, to: recipient, smtp: smtp)
        } catch UsageError.missingOption(let option, _) {
            throw UsageError.missingOption(option, command: command)
        } catch {
            if output == nil {
                try PrivateOutput.write(file.bytes, to: file.fileName)
                context.console.error(context.texts.exportSavedTo(file.fileName))
            }
            throw error
        }
        context.console.error(context.texts.exportMailed(file.fileName, to: recipient))
    }
}
