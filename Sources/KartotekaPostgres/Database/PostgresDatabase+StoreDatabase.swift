import KartotekaCore
import KartotekaStore

/// A PostgreSQL database as the store written over it sees it (see ``StoreDatabase``): its
/// transactions are ``PostgresDatabase``'s own; here are its errors, its changes, its imports and
/// its copies (its backups: `PostgresDatabase+Backup.swift`).
extension PostgresDatabase: StoreDatabase {
    /// A server that does not answer, a refusal saying what to do (``DatabaseAccessError``), a busy
    /// database, or an internal failure: never libpq's or the server's own words, never a stored value.
    package func storeError(for failure: any Error) -> any Error {
        guard let error = failure as? PostgresError else { return failure }
        return Self.storeError(error, address: address)
    }

    /// The listener's count: writes here at once, others' as their notifications arrive.
    package func changeGeneration() throws -> UInt64 {
        changes.current()
    }

    package static func importWriter(_ db: PostgresConnection, now: Int64, isolatesRecords: Bool) -> any ImportWriter {
        PostgresImportWriter(db: db, now: now, isolatesRecords: isolatesRecords)
    }

    package static func storedRowWriter(_ db: PostgresConnection) -> any StoredRowWriting {
        PostgresStoredRowWriter(db: db)
    }

    /// The store error for a database failure: a server that does not answer, a refusal saying
    /// what to do (``DatabaseAccessError``), a busy database, or an internal failure.
    static func storeError(_ error: PostgresError, address: PostgresAddress) -> any KartotekaError {
        let shown = address.displayed
        switch error.kind {
        case .connectionLost, .connectionFailed(.unreachable):
            return StoreError.databaseUnreachable(address: shown)
        case .connectionFailed(let failure):
            return accessError(failure, address: shown)
        case .statement where error.isRetryable || error.sqlState == "55P03" || error.sqlState == "57014":
            return StoreError.busy  // deadlocks and serialisation failures after retries, lock and statement timeouts
        case .statement, .unsendableValue:
            return StoreError.internalFailure(error.description)
        }
    }

    /// What a refused connection means for the person.
    private static func accessError(_ failure: PostgresError.ConnectionFailure, address: String) -> any KartotekaError {
        switch failure {
        case .unreachable: StoreError.databaseUnreachable(address: address)
        case .badParameters: DatabaseAccessError.malformedAddress(address)
        case .passwordMissing(let user): DatabaseAccessError.passwordMissing(address: address, user: user)
        case .wrongPassword(let user): DatabaseAccessError.wrongPassword(address: address, user: user)
        case .accountRefused(let user): DatabaseAccessError.accountRefused(address: address, user: user)
        case .noSuchDatabase(let name, let user): DatabaseAccessError.noSuchDatabase(address: address, name: name, user: user)
        case .tooManyConnections: DatabaseAccessError.tooManyConnections(address: address)
        case .refused: DatabaseAccessError.refused(address: address)
        }
    }
}
