import KartotekaStore

/// The storage place a new copy gets unless one is typed — the desk branch's own, else the
/// library's default — for a form to offer before it is posted (``AddTitle`` and ``AddCopy``
/// give it to a copy posted without one).
public struct DefaultStoragePlace: Query {
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> String {
        try transaction.connection.defaultStoragePlace(at: principal.branch)
    }
}
