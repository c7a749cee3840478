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
