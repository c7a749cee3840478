import KartotekaCore

extension EnglishTexts: MailTexts {
    func invalidMailServerURL(_ url: String) -> String {
        "The mail server address “\(url)” must start with smtp:// or smtps://, e.g. smtp://mail.example.com:587."
    }
    func invalidMailAddress(_ address: String) -> String { "The e-mail address “\(address)” is not valid." }
    func mailServerRefusedConnection(_ server: String) -> String {
        "The mail server \(server) refused the connection. Check the address and port, or that the server is running. The export was kept and can be downloaded."
    }
    func mailServerNotFound(_ server: String) -> String { "The mail server \(server) was not found. Check its name." }
    var mailServerTimedOut: String { "The mail server did not answer in time. Try again later; the export can be downloaded." }
    var mailLoginRejected: String { "The mail server rejected the user name or password. Check them in the settings." }
    func mailRecipientRefused(_ address: String) -> String { "The mail server refused to deliver to \(address). Check the recipient’s address." }
    func mailTLSFailed(_ detail: String) -> String { "Could not set up a secure connection with the mail server (\(detail))." }
    func mailNotSent(_ detail: String) -> String { "The message was not sent: \(detail)." }
    var irbisExportSubject: String { "A file to import." }
    var irbisExportBody: String { "Attached is a file to import into IRBIS." }
}
