import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore

extension MailExport {
    public static let action = "mail export"
    public static let access = UseCaseAccess.permission(.exchange)

    /// What the message carries.
    public enum Contents: Sendable {
        /// The export of these records, in a format and an encoding (the library's when `nil`).
        case records(ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding?)
        /// An export built already.
        case file(ExportFile)
    }

    /// Refuses before building anything when no mail server is set or the address is none
    /// (``ExchangeError/mailNotConfigured``, a ``ValidationError`` of `to`); a mail server that
    /// fails throws its ``MailError``, and the recipient is not remembered.
    public func run(in library: Library, by principal: Principal) throws -> ExportFile {
        var mail = try library.store.settings().exchange.mail
        guard let url = overrides.url ?? (mail.serverURL.isEmpty ? nil : mail.serverURL) else { throw ExchangeError.mailNotConfigured }
        let address = try EmailAddress(validating: recipient, field: "to")
        mail.user = overrides.user ?? mail.user
        let server = MailServer(url: url, requireStartTLS: overrides.requireStartTLS || mail.requireStartTLS, user: mail.user,
                                password: overrides.password ?? "")
        let file: ExportFile
        switch contents {
        case .records(let subject, let format, let encoding):
            file = try IRBISExportService(store: library.store, clock: clock, calendar: calendar)
                .exportFile(subject, format: format, encoding: encoding)
        case .file(let built):
            file = built
        }
        let message = MailMessage.irbisExport(from: overrides.from ?? LibraryMail.sender(mail), to: address.text, attachment: .init(
            fileName: file.fileName, mediaType: file.mediaType, bytes: file.bytes))
        try mailer.send(message, via: server)
        try library.store.writing { transaction in
            var settings = try transaction.connection.loadSettingsForChange()
            settings.exchange.mail.lastRecipient = address.text
            try transaction.connection.saveSettings(settings)
        }
        return file
    }

    public func auditSubject(of output: ExportFile) -> String? {
        "\(output.fileName), \(output.recordCount) records"
    }
}
