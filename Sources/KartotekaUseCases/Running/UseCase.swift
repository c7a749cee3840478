import KartotekaCore
import KartotekaStore

/// One thing a person does with the library — lend a copy, take one back, register a reader —
/// as one type: its stored properties are the typed input, ``run(in:by:)`` does it inside ONE
/// write transaction (reading what it needs there, letting a rule of the domain decide, writing),
/// and ``auditSubject(of:)`` names what it changed for the audit line written in that same
/// transaction. Pages, the API and the command line all run it through ``Library/run(_:by:)``.
///
/// A refusal is a thrown ``KartotekaError`` (a typed domain error saying why and what to do);
/// nothing the use case wrote before it is kept.
public protocol UseCase: Sendable {
    /// What it returns: a domain value.
    associatedtype Output: Sendable

    /// The use case's name in the audit log: `lend`, `return copy`, `desk scan`.
    static var action: String { get }
    /// Who may run it.
    static var access: UseCaseAccess { get }

    /// Does it, inside the transaction, as `principal`.
    func run(in transaction: StoreTransaction, by principal: Principal) throws -> Output

    /// What the audit line says it was done to (`copy 12345 to reader 000104`), or `nil` when it
    /// changed nothing (a scan that was refused).
    func auditSubject(of output: Output) -> String?
}

/// A question a person asks of the library that several transports ask alike (a reader's card as
/// an account may see it, the desk's panel): one read transaction, no audit line.
public protocol Query: Sendable {
    /// What it answers.
    associatedtype Output: Sendable

    /// Who may ask it.
    static var access: UseCaseAccess { get }

    /// Answers it, inside one read transaction, for `principal`.
    func answer(in transaction: StoreTransaction, for principal: Principal) throws -> Output
}

/// A use case that waits on the outside world (mail, other libraries' catalogues, ISBN look-ups):
/// it does so between transactions, never inside one — each of its reads and writes is a
/// transaction of its own, a ``UseCase`` or a call of the store. The type says so by conforming
/// to this protocol instead of ``UseCase``; its audit line, when it changed anything, is written
/// once it is done.
public protocol ReachesOutside: Sendable {
    /// What it returns.
    associatedtype Output: Sendable

    /// The use case's name in the audit log.
    static var action: String { get }
    /// Who may run it.
    static var access: UseCaseAccess { get }

    /// Does it: its transactions through `library`, the outside world in between.
    func run(in library: Library, by principal: Principal) throws -> Output

    /// What the audit line says it was done to, or `nil` when it changed nothing.
    func auditSubject(of output: Output) -> String?
}
