import Foundation
import KartotekaCore
import KartotekaStore

extension BackUpLibrary {
    /// Where a backup goes.
    public enum Destination: Sendable, Hashable {
        /// This file, new.
        case file(String)
        /// A new file in this folder, named by the time, keeping this many backups there.
        case folder(String, keeping: Int)
    }

    public static let action = "back up"
    public static let access = UseCaseAccess.permission(.manageSettings)

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
