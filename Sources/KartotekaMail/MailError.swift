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
            Bilingual { $0.invalidMailServerURL(url) }
        case .badAddress(let address):
            Bilingual { $0.invalidMailAddress(address) }
        case .connectionRefused(let server):
            Bilingual { $0.mailServerRefusedConnection(server) }
        case .unknownHost(let server):
            Bilingual { $0.mailServerNotFound(server) }
        case .timedOut:
            Bilingual { $0.mailServerTimedOut }
        case .authenticationFailed:
            Bilingual { $0.mailLoginRejected }
        case .recipientRefused(let address):
            Bilingual { $0.mailRecipientRefused(address) }
        case .tlsFailed(let detail):
            Bilingual { $0.mailTLSFailed(detail) }
        case .failed(let detail):
            Bilingual { $0.mailNotSent(detail) }
        }
    }
}
