import KartotekaCore

/// The texts of mail: why a message could not be sent.
protocol MailTexts: Sendable {
    func invalidMailServerURL(_ url: String) -> String
    func invalidMailAddress(_ address: String) -> String
    func mailServerRefusedConnection(_ server: String) -> String
    func mailServerNotFound(_ server: String) -> String
    var mailServerTimedOut: String { get }
    var mailLoginRejected: String { get }
    func mailRecipientRefused(_ address: String) -> String
    func mailTLSFailed(_ detail: String) -> String
    func mailNotSent(_ detail: String) -> String
    var irbisExportSubject: String { get }
    var irbisExportBody: String { get }
}

extension Bilingual {
    /// A text of mail in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any MailTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
