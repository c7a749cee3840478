import Foundation
import KartotekaCore

/// Keeping the library's data safe and lean: consistent backups while in use, restores, and
/// removing readers from old loan history.
public protocol MaintenanceStore: Sendable {
    /// The schema version of the database (the newest migration it has).
    func schemaVersion() throws -> Int
    /// How the store's backup files end, without the dot: `sqlite` for SQLite's copies, `dump`
    /// for PostgreSQL's `pg_dump` archives.
    var backupFileExtension: String { get }
    /// Writes a consistent copy of the whole database to a new file, even while others write.
    func backup(to path: String) throws
    /// Removes the reader from returned loans older than the cutoff; returns how many loans changed.
    func anonymiseLoans(returnedBefore cutoff: Date) throws -> Int
    /// Everything the library holds about one reader, for a request to see it — and nothing of
    /// any other reader (not those who share their phone).
    func readerData(_ ticketNumber: TicketNumber) throws -> ReaderDetails
}
