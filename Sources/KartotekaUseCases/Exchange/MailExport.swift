import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore

/// E-mails an IRBIS export through the library's mail server (or the one `overrides` names), and
/// remembers the recipient for the next time. The file is built from the library's records (its
/// reads), or comes built; the mail goes out after, outside any transaction, so it conforms to
/// ``ReachesOutside``. `POST /api/v1/export/mail`, the export page's background job and
/// `kartoteka export … --mail-to` run it.
public struct MailExport: ReachesOutside {
    public static let action = "mail export"
    public static let access = UseCaseAccess.permission(.exchange)

    /// What the message carries.
    public enum Contents: Sendable {
        /// The export of these records, in a format and an encoding (the library's when `nil`).
        case records(ExportSubject, format: IRBISFileFormat, encoding: IRBISEncoding?)
        /// An export built already.
        case file(ExportFile)
    }

    /// What the message carries.
    public let contents: Contents
    /// Whom to send it to.
    public let recipient: String
    /// How it is sent.
    public let mailer: any MailSender
    /// What the desk says about the mail server, over the library's settings.
    public let overrides: MailOverrides
    /// What tells the export's day.
    public let clock: any LibraryClock
    /// The library's calendar.
    public let calendar: LibraryCalendar

    /// Sending `contents` to `recipient` with `mailer`.
    public init(_ contents: Contents, to recipient: String, mailer: any MailSender, overrides: MailOverrides = MailOverrides(),
                clock: any LibraryClock, calendar: LibraryCalendar) {
        self.contents = contents
        self.recipient = recipient
        self.mailer = mailer
        self.overrides = overrides
        self.clock = clock
        self.calendar = calendar
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
