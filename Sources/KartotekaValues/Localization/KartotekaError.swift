/// What kind of failure an error is; the server and the CLI map kinds to statuses and exit codes.
public enum FailureKind: String, Sendable {
    /// The input is wrong; the message says what to fix.
    case invalidInput
    /// The thing asked for does not exist.
    case notFound
    /// The request clashes with what is stored (a duplicate, a copy already on loan).
    case conflict
    /// The caller may not do this.
    case forbidden
    /// A service outside Kartoteka failed (a provider, a mail server).
    case unavailable
}

/// An error a person can read and act on, in either language.
///
/// Messages never include personal data beyond what the person typed themselves or is allowed to
/// see; they say what is wrong and what to do.
public protocol KartotekaError: Error, Sendable {
    /// A stable machine-readable code, such as `inventory_number_taken`.
    var code: String { get }
    /// The kind of failure, for mapping to HTTP statuses and exit codes.
    var kind: FailureKind { get }
    /// The human message.
    var message: Bilingual { get }
}
