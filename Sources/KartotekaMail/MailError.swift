import KartotekaCore

/// Why a message was not sent, in words that say what to check.
public enum MailError: KartotekaError, Equatable {
    /// The server URL is not `smtp://` or `smtps://`.
    case badServerURL(String)
    /// An address is not usable.
    case badAddress(String)
    /// Nothing answers at the server's address and port.
    case connectionRefused(String)
    /// The server's name does not resolve.
    case unknownHost(String)
    /// The server did not answer in time.
    case timedOut
    /// The server refused the login or password.
    case authenticationFailed
    /// The server refused the recipient.
    case recipientRefused(String)
    /// TLS could not be set up (or STARTTLS is required and not offered).
    case tlsFailed(String)
    /// Any other failure, with libcurl's explanation.
    case failed(String)

    public var code: String {
        switch self {
        case .badServerURL: "mail_bad_server_url"
        case .badAddress: "mail_bad_address"
        case .connectionRefused: "mail_connection_refused"
        case .unknownHost: "mail_unknown_host"
        case .timedOut: "mail_timed_out"
        case .authenticationFailed: "mail_authentication_failed"
        case .recipientRefused: "mail_recipient_refused"
        case .tlsFailed: "mail_tls_failed"
        case .failed: "mail_failed"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .badServerURL, .badAddress: .invalidInput
        default: .unavailable
        }
    }

    public var message: Bilingual {
        switch self {
        case .badServerURL(let url):
            Bilingual(ru: "Адрес почтового сервера «\(url)» должен начинаться с smtp:// или smtps://, например smtp://mail.example.ru:587.",
                      en: "The mail server address “\(url)” must start with smtp:// or smtps://, e.g. smtp://mail.example.com:587.")
        case .badAddress(let address):
            Bilingual(ru: "Адрес почты «\(address)» неверен.", en: "The e-mail address “\(address)” is not valid.")
        case .connectionRefused(let server):
            Bilingual(ru: "Почтовый сервер \(server) не отвечает (соединение отклонено). Проверьте адрес и порт или что сервер запущен. Файл выгрузки сохранён — его можно скачать.",
                      en: "The mail server \(server) refused the connection. Check the address and port, or that the server is running. The export was kept and can be downloaded.")
        case .unknownHost(let server):
            Bilingual(ru: "Почтовый сервер \(server) не найден. Проверьте имя сервера.", en: "The mail server \(server) was not found. Check its name.")
        case .timedOut:
            Bilingual(ru: "Почтовый сервер не ответил вовремя. Повторите позже; файл выгрузки можно скачать.",
                      en: "The mail server did not answer in time. Try again later; the export can be downloaded.")
        case .authenticationFailed:
            Bilingual(ru: "Почтовый сервер не принял имя пользователя или пароль. Проверьте их в настройках.",
                      en: "The mail server rejected the user name or password. Check them in the settings.")
        case .recipientRefused(let address):
            Bilingual(ru: "Почтовый сервер отказался доставить письмо на адрес \(address). Проверьте адрес получателя.",
                      en: "The mail server refused to deliver to \(address). Check the recipient’s address.")
        case .tlsFailed(let detail):
            Bilingual(ru: "Не удалось установить защищённое соединение с почтовым сервером (\(detail)).",
                      en: "Could not set up a secure connection with the mail server (\(detail)).")
        case .failed(let detail):
            Bilingual(ru: "Письмо не отправлено: \(detail).", en: "The message was not sent: \(detail).")
        }
    }
}
