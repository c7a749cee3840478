import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
@testable import KartotekaStore

/// The database, its WAL and shared-memory files, and backups hold readers' personal data: only
/// their owner may read them, whatever the process's umask.
@Suite("File modes")
struct FileModeTests {
    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    @Test func theDatabaseAndItsWALAndSharedMemoryAreTheOwnersAlone() throws {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let store = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        _ = try store.listTitles(CatalogQuery())
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(FileManager.default.fileExists(atPath: file), "\(file) was not created")
            let found = try mode(file)
            #expect(found == 0o600, "\(file) has mode \(String(found, radix: 8))")
        }
    }

    @Test func backupsAndRestoredDatabasesAreTheOwnersAlone() throws {
        let folder = try TemporaryDirectory.make()
        let store = try SQLiteLibraryStore(path: folder.appendingPathComponent("library.sqlite").path,
                                           clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [])
        let backup = folder.appendingPathComponent("backup.sqlite").path
        try store.backup(to: backup)
        #expect(try mode(backup) == 0o600)
        let rotated = try BackupRotation(store: store, clock: Samples.clock())
            .run(directory: folder.appendingPathComponent("scheduled").path, keep: 2)
        #expect(try mode(rotated.path) == 0o600)
        #expect(try mode(rotated.deletingLastPathComponent().path) == 0o700)
        let restored = folder.appendingPathComponent("restored.sqlite").path
        try SQLiteLibraryStore.restore(from: backup, into: restored)
        #expect(try mode(restored) == 0o600)
    }

    @Test func anExistingDatabaseKeepsTheModeItsOwnerGaveIt() throws {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        _ = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        #expect(try mode(path) == 0o640)
    }
}
