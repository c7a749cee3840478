import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
@testable import KartotekaPostgres

@Suite("PostgreSQL store: backups and restores")
struct PostgresMaintenanceTests {
    @Test func aBackupTakenWhileWritingIsConsistentPrivateAndRestores() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        let writing = DispatchSemaphore(value: 0)
        let writer = Thread {
            for index in 2...150 {
                _ = try? store.addTitle(Samples.title("Книга \(index)", author: "Автор А."), copies: [Samples.copy("\(index)")])
            }
            writing.signal()
        }
        writer.start()
        let folder = try TemporaryDirectory.make()
        let backup = folder.appendingPathComponent("library.dump").path
        try store.backup(to: backup)
        writing.wait()
        let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!FileManager.default.fileExists(atPath: backup + ".partial"))
        #expect(throws: MaintenanceError.backupExists(backup)) { try store.backup(to: backup) }

        let restoredURL = try TestPostgres.freshDatabaseURL()
        try PostgresLibraryStore.restore(from: backup, into: restoredURL)
        let restored = try PostgresLibraryStore(url: restoredURL, clock: Samples.clock(), calendar: .utc)
        let titles = try restored.listTitles(CatalogQuery(page: PageRequest(limit: 500))).items
        #expect(titles.count >= 1 && titles.allSatisfy { $0.copyCount == 1 })
        #expect(try restored.listTitles(CatalogQuery(text: "герой")).items.count == 1)
        #expect(try restored.schemaVersion() == Migrator.latestVersion)
        // The restored database goes on numbering after the rows it holds.
        _ = try restored.addTitle(Samples.title("Новая книга", author: "Автор Б."), copies: [Samples.copy("new")])
    }

    @Test func restoreRefusesWhatIsNotABackupAndADatabaseThatIsNotEmpty() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [])
        let folder = try TemporaryDirectory.make()
        let junk = folder.appendingPathComponent("junk.dump").path
        try Data("not a dump at all".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: MaintenanceError.notABackup(junk)) { try PostgresLibraryStore.restore(from: junk, into: url) }
        let damaged = folder.appendingPathComponent("damaged.dump").path
        try Data("PGDMP and then nothing sensible".utf8).write(to: URL(fileURLWithPath: damaged))
        #expect(throws: MaintenanceError.damagedBackup(damaged)) { try PostgresLibraryStore.restore(from: damaged, into: url) }

        let backup = folder.appendingPathComponent("library.dump").path
        try store.backup(to: backup)
        let displayed = try PostgresAddress(parsing: url).displayed
        #expect(throws: MaintenanceError.databaseNotEmpty(displayed)) { try PostgresLibraryStore.restore(from: backup, into: url) }
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
    }

    @Test func scheduledBackupsOfPostgreSQLAreDumpFiles() throws {
        let store = try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [])
        let directory = try TemporaryDirectory.make().appendingPathComponent("backups").path
        let rotation = BackupRotation(store: store, clock: Samples.clock())
        let file = try rotation.run(directory: directory, keep: 2)
        #expect(file.lastPathComponent == "kartoteka-20240115-120000.dump")
        #expect(BackupRotation.backups(in: directory, fileExtension: "dump") == [file])
        #expect(!rotation.isDue(directory: directory, intervalHours: 24))
    }
}
