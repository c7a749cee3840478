import KartotekaCore
import KartotekaMail
import KartotekaStore

extension LibraryMail {
    /// The sender's address: the one set, else the user's when it is an address.
    public static func sender(_ mail: MailSettings) -> String {
        mail.from.isEmpty ? (mail.user.contains("@") ? mail.user : "kartoteka@localhost") : mail.from
    }

    /// Sends a message built for the sender's address; throws when no mail server is set up, or
    /// ``MailError`` saying why it was not sent.
    public func send(_ message: (_ from: String) -> MailMessage) throws {
        let mail = try store.settings().exchange.mail
        guard !mail.serverURL.isEmpty else { throw ExchangeError.mailNotConfigured }
        try mailer.send(message(Self.sender(mail)), via: server(mail))
    }

    /// The mail server of the settings `mail`, with the password the program was given.
    func server(_ mail: MailSettings) -> MailServer {
        MailServer(url: mail.serverURL, requireStartTLS: mail.requireStartTLS, user: mail.user, password: mailPassword ?? "")
    }
}
