/// Why one target gave no candidates: each search says this per target, in the reader's
/// language, while the other targets' candidates are still shown.
public enum CopyCataloguingFailure: KartotekaError, Hashable {
    /// No connection could be made: an unknown host, a refused or broken connection.
    case unreachable(target: String)
    /// The target did not answer within its time (whole seconds).
    case timedOut(target: String, seconds: Int)
    /// The target refused the user name and password (or wants them).
    case loginRefused(target: String)
    /// The target does not give records in the format asked for.
    case formatUnsupported(target: String, format: MARCFormat)
    /// The target has no such database.
    case databaseUnavailable(target: String, database: String)
    /// Records came, but none could be read as the format and character set set for the target.
    case recordsUndecodable(target: String, count: Int)
    /// The target answered with an error of its own; `detail` is YAZ's fixed text for its code
    /// (what the target added to it goes to the server's log, never to the page).
    case targetError(target: String, detail: String)
    /// The target's address is on this machine or its local link (loopback, link-local), which is
    /// not asked unless the server's configuration allows it.
    case addressNotAllowed(target: String)

    /// The target's name.
    public var target: String {
        switch self {
        case .unreachable(let target), .timedOut(let target, _), .loginRefused(let target), .formatUnsupported(let target, _),
             .databaseUnavailable(let target, _), .recordsUndecodable(let target, _), .targetError(let target, _),
             .addressNotAllowed(let target):
            target
        }
    }

    public var code: String {
        switch self {
        case .unreachable: "copycat_unreachable"
        case .timedOut: "copycat_timeout"
        case .loginRefused: "copycat_login_refused"
        case .formatUnsupported: "copycat_format_unsupported"
        case .databaseUnavailable: "copycat_database_unavailable"
        case .recordsUndecodable: "copycat_records_undecodable"
        case .targetError: "copycat_target_error"
        case .addressNotAllowed: "copycat_address_not_allowed"
        }
    }

    public var kind: FailureKind { .unavailable }

    public var message: Bilingual {
        switch self {
        case .unreachable(let target): Bilingual { $0.targetUnreachable(target) }
        case .timedOut(let target, let seconds): Bilingual { $0.targetTimedOut(target, seconds: seconds) }
        case .loginRefused(let target): Bilingual { $0.targetLoginRefused(target) }
        case .formatUnsupported(let target, let format): Bilingual { $0.targetFormatUnsupported(target, format: format) }
        case .databaseUnavailable(let target, let database): Bilingual { $0.targetDatabaseUnavailable(target, database: database) }
        case .recordsUndecodable(let target, let count): Bilingual { $0.targetRecordsUndecodable(target, count: count) }
        case .targetError(let target, let detail): Bilingual { $0.targetAnsweredWithError(target, detail: detail) }
        case .addressNotAllowed(let target): Bilingual { $0.targetAddressNotAllowed(target) }
        }
    }
}
