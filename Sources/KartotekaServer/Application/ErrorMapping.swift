import Foundation
import KartotekaCore
import KartotekaMail
import KartotekaStore
import KartotekaWire

/// The one place where failures become HTTP statuses and public messages.
enum ErrorMapping {
    /// The status for a known failure.
    static func status(for error: any KartotekaError) -> Int {
        if case .unsupportedMediaType? = error as? APIError { return 415 }
        if case .methodNotAllowed? = error as? APIError { return 405 }
        if case .signInRequired? = error as? AccountError { return 401 }
        if case .tooManyAttempts? = error as? AccountError { return 429 }
        if case .tooManyLookUps? = error as? AccountError { return 429 }
        switch error.kind {
        case .invalidInput: return error is ValidationError ? 422 : 400
        case .notFound: return 404
        case .conflict: return 409
        case .forbidden: return 403
        case .unavailable: return 503
        }
    }

    /// Whether a known failure's own message may be shown: not when it names the server's
    /// internals (the mail server and its answers, folders and files, the database).
    static func isShown(_ error: any KartotekaError) -> Bool {
        switch error {
        case let mail as MailError:
            switch mail {
            case .badAddress, .recipientRefused, .timedOut, .authenticationFailed: return true
            case .badServerURL, .connectionRefused, .unknownHost, .tlsFailed, .failed: return false
            }
        case is MaintenanceError, is DatabaseAccessError:
            return false
        case let store as StoreError:
            if case .busy = store { return true }
            return false
        default:
            return true
        }
    }

    /// What the person sees instead of a failure that is not shown: what kind of thing failed and
    /// what to do, without the details (those are in the log, under the request id).
    static func publicFailure(for error: any Error) -> ServerFailure {
        switch error {
        case is MailError: .mail
        case is MaintenanceError: .backup
        case is DatabaseAccessError: .database
        case let store as StoreError:
            switch store {
            case .databaseTooNew, .databaseUnreachable: .database
            default: .internal
            }
        default: .internal
        }
    }

    /// An error as the log shows it: its type and its own description, on one line.
    static func logDescription(of error: any Error) -> String {
        let detail: String
        if case .internalFailure(let cause)? = error as? StoreError {
            // The message only says the details were written to the log: this is where they are.
            detail = "internal_error: \(cause)"
        } else if let known = error as? any KartotekaError {
            detail = "\(known.code): \(known.message.english)"
        } else {
            detail = String(describing: error)
        }
        return "\(String(describing: type(of: error))): \(RequestLogLine.escapedMessage(detail))"
    }
}

/// A failure shown without its details, which the log keeps under the request id.
enum ServerFailure: KartotekaError {
    /// Anything unexpected.
    case `internal`
    /// The mail server (its name, the user and its answer are in the log).
    case mail
    /// A backup (the folder and the reason are in the log).
    case backup
    /// The database cannot be used.
    case database

    var code: String {
        switch self {
        case .internal: "internal_error"
        case .mail: "mail_failed"
        case .backup: "backup_failed"
        case .database: "database_unavailable"
        }
    }

    var kind: FailureKind { .unavailable }

    var message: Bilingual {
        switch self {
        case .internal:
            Bilingual { $0.internalServerError }
        case .mail:
            Bilingual { $0.mailNotSentByServer }
        case .backup:
            Bilingual { $0.backupNotMade }
        case .database:
            Bilingual { $0.databaseUnavailable }
        }
    }
}
