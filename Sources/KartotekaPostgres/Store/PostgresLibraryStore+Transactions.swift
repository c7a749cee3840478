import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func writing<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T {
        try write { db in try body(transaction(on: db)) }
    }

    public func reading<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T {
        try read { db in try body(transaction(on: db)) }
    }

    private func transaction(on db: PostgresConnection) -> StoreTransaction {
        StoreTransaction(connection: db, date: clock.now(), calendar: calendar, loanInsertFailure: Self.loanInsertFailure)
    }
}
