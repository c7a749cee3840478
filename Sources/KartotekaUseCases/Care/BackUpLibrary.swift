import Foundation
import KartotekaCore
import KartotekaStore

/// Writes a consistent copy of the whole database to a file, however busy the database: to a
/// file named, or as the next of the backups kept in a folder (the oldest beyond those to keep
/// deleted). The copy is the database's own (not a transaction of this use case); its audit line,
/// naming the file, is written once it is made.
public struct BackUpLibrary: ReachesOutside {
    /// Where a backup goes.
    public enum Destination: Sendable, Hashable {
        /// This file, new.
        case file(String)
        /// A new file in this folder, named by the time, keeping this many backups there.
        case folder(String, keeping: Int)
    }

    public static let action = "back up"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// Where the backup goes.
    public let destination: Destination
    /// What tells the time the files in a folder are named by.
    public let clock: any LibraryClock

    /// A backup to `destination`, a folder's files named by `clock`'s time.
    public init(to destination: Destination, clock: any LibraryClock) {
        self.destination = destination
        self.clock = clock
    }

    /// Returns the path of the file written.
    public func run(in library: Library, by principal: Principal) throws -> String {
        switch destination {
        case .file(let path):
            try library.store.backup(to: path)
            return path
        case .folder(let directory, let keep):
            return try BackupRotation(store: library.store, clock: clock).run(directory: directory, keep: keep).path
        }
    }

    public func auditSubject(of output: String) -> String? {
        "file \(URL(fileURLWithPath: output).lastPathComponent)"
    }
}
