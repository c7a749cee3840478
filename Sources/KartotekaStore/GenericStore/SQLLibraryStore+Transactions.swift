import KartotekaCore

extension SQLLibraryStore {
    public func writing<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T {
        try write { db in try body(StoreTransaction(connection: db, date: clock.now(), calendar: calendar)) }
    }

    public func reading<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T {
        try read { db in try body(StoreTransaction(connection: db, date: clock.now(), calendar: calendar)) }
    }
}
