import KartotekaCore
import KartotekaStore

/// What a use case that gives what a key names new fields does — change a branch, update a
/// title, send a copy to a branch — written as a caseless enum; ``Edit`` makes the use case of it
/// (`ChangeBranch(code, to: branch)`), as ``SingleInput`` does for a ``SingleInputChange``.
///
///     /// Replaces a library location's fields.
///     public typealias ChangeLocation = Edit<ChangeLocationChange>
///
///     /// What ``ChangeLocation`` does.
///     public enum ChangeLocationChange: KeyedEdit {
///         public static let about = UseCaseAbout("change location", .permission(.manageLocations), subject: "location")
///
///         public static func change(_ id: LocationID, to location: Location, in transaction: StoreTransaction,
///                                   by principal: Principal) throws -> LocationRecord {
///             try transaction.connection.updateLocation(id, with: location, now: transaction.now)
///         }
///     }
public protocol KeyedEdit: Sendable {
    /// What names the thing changed.
    associatedtype Key: Sendable
    /// What it is changed to: a draft as typed, a checked value.
    associatedtype Value: Sendable
    /// What the change returns.
    associatedtype Output: Sendable

    /// The use case's name in the audit log, who may run it, and the noun its audit line names.
    static var about: UseCaseAbout { get }

    /// Does it, inside the transaction, as `principal`: what `key` names becomes `value`.
    static func change(_ key: Key, to value: Value, in transaction: StoreTransaction, by principal: Principal) throws -> Output

    /// What the audit line says it was done to; by default the noun of ``about`` and the key.
    static func auditSubject(of key: Key, to value: Value, after output: Output) -> String?
}

extension KeyedEdit {
    /// The noun of ``about`` and the key: `location 3`.
    public static func auditSubject(of key: Key, to value: Value, after output: Output) -> String? {
        about.subject.map { "\($0) \(key)" }
    }
}

extension Edit {
    /// The change's name in the audit log.
    public static var action: String { Change.about.action }
    /// Who may run it.
    public static var access: UseCaseAccess { Change.about.access }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Change.Output {
        try Change.change(key, to: value, in: transaction, by: principal)
    }

    public func auditSubject(of output: Change.Output) -> String? {
        Change.auditSubject(of: key, to: value, after: output)
    }
}
