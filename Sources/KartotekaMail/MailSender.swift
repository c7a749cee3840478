/// Sends e-mail.
public protocol MailSender: Sendable {
    /// Sends a message through a server; throws ``MailError`` saying why not.
    func send(_ message: MailMessage, via server: MailServer) throws
}
