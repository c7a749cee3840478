/// Runs a use case's reads and writes in one transaction of the store: the decision is taken
/// on the rows read inside it, and what it changes — its audit line too — commits at once or not at all.
public protocol TransactionalStore: Sendable {
    /// Runs `body` in one write transaction; it commits when `body` returns and is rolled back
    /// when it throws. On PostgreSQL a deadlock or serialisation failure runs `body` again.
    func writing<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T

    /// Runs `body` in one read transaction, on one consistent snapshot.
    func reading<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T
}
