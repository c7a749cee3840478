import Foundation

/// Which database a backup file is of, by its first bytes: an SQLite file starts with
/// `SQLite format 3`, a `pg_dump` archive in its custom format with `PGDMP`.
package enum BackupKind: Sendable {
    /// An SQLite database file.
    case sqlite
    /// A PostgreSQL `pg_dump --format=custom` archive.
    case postgres

    /// What a backup of either kind is called while it is being written: its name and this, renamed
    /// when complete, so that a backup cut short never passes for a good one.
    package static let partialSuffix = ".partial"

    /// Creates the partial file of a backup to `path`, empty, with mode 0600, and only if no other
    /// backup is writing it now: a partial file left over an hour ago (a kill, a power cut) is
    /// taken over; a younger one is another backup's, and this one is refused
    /// (``MaintenanceError/backupInProgress(_:)``). Returns its open descriptor.
    package static func claimPartial(of path: String, now: Date = Date()) throws -> Int32 {
        let partial = path + partialSuffix
        for _ in 0..<2 {
            let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return descriptor }
            guard errno == EEXIST else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial,
                                                               NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
            }
            let modified = (try? FileManager.default.attributesOfItem(atPath: partial)[.modificationDate] as? Date) ?? now
            guard now.timeIntervalSince(modified) > 3_600 else { throw MaintenanceError.backupInProgress(path) }
            PrivateFile.removeWithJournals(partial)
        }
        throw MaintenanceError.backupInProgress(path)
    }

    /// The kind of the file at `path`; `nil` when it is neither (or cannot be read).
    package static func of(_ path: String) -> BackupKind? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        if head.starts(with: Data("PGDMP".utf8)) { return .postgres }
        if head.starts(with: Data("SQLite format 3\u{0}".utf8)) { return .sqlite }
        return nil
    }
}
