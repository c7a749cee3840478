import Foundation
import Testing
import KartotekaCore
@testable import KartotekaStore

@Suite("Backups, restores and anonymisation")
struct MaintenanceTests {
    private func library() throws -> (SQLiteLibraryStore, FixedClock, URL) {
        let folder = try TemporaryDirectory.make()
        let clock = Samples.clock()
        let store = try SQLiteLibraryStore(path: folder.appendingPathComponent("library.sqlite").path, clock: clock, calendar: .utc)
        return (store, clock, folder)
    }

    @Test func aBackupTakenWhileWritingIsConsistentAndRestores() throws {
        let (store, _, folder) = try library()
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        let writer = Thread {
            for index in 2...400 {
                _ = try? store.addTitle(Samples.title("Книга \(index)", author: "Автор А."), copies: [Samples.copy("\(index)")])
            }
        }
        writer.start()
        let backup = folder.appendingPathComponent("backup.sqlite").path
        try store.backup(to: backup)
        let copy = try SQLiteConnection(path: backup, readOnly: true)
        #expect(try copy.query("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
        let titles = try copy.query("SELECT count(*) FROM titles") { $0.int(0) }[0]
        let copies = try copy.query("SELECT count(*) FROM copies") { $0.int(0) }[0]
        #expect(titles == copies && titles >= 1)
        #expect(throws: MaintenanceError.backupExists(backup)) { try store.backup(to: backup) }

        let restoredPath = folder.appendingPathComponent("restored.sqlite").path
        try SQLiteLibraryStore.restore(from: backup, into: restoredPath)
        let restored = try SQLiteLibraryStore(path: restoredPath, clock: Samples.clock(), calendar: .utc)
        #expect(try restored.listTitles(CatalogQuery(page: PageRequest(limit: 500))).items.count == titles)
    }

    @Test func restoreRefusesWhatIsNotABackupAndChangesNothing() throws {
        let (store, _, folder) = try library()
        _ = try store.addTitle(Samples.lermontov, copies: [])
        let junk = folder.appendingPathComponent("junk.sqlite")
        try Data("not sqlite at all".utf8).write(to: junk)
        #expect(throws: MaintenanceError.self) { try SQLiteLibraryStore.restore(from: junk.path, into: store.database.path) }
        let empty = folder.appendingPathComponent("empty.sqlite").path
        _ = try SQLiteConnection(path: empty, readOnly: false).execute("CREATE TABLE x (y)")
        #expect(throws: MaintenanceError.notABackup(empty)) { try SQLiteLibraryStore.restore(from: empty, into: store.database.path) }
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
    }

    @Test(arguments: StoreFactory.all)
    func anonymisingRemovesReadersFromOldReturnedLoansOnly(factory: StoreFactory) throws {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2")])
        _ = try store.addReader(Samples.reader("T1", phone: "111-11-11"))
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("T1"), dueOn: nil)
        _ = try store.returnCopy(Samples.inventory("1"))
        clock.advance(days: 400)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("T1"), dueOn: nil)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("T1"), dueOn: nil)
        _ = try store.returnCopy(Samples.inventory("2"))
        let changed = try store.anonymiseLoans(returnedBefore: clock.now().addingTimeInterval(-365 * 86_400))
        #expect(changed == 1)
        let reader = try store.reader(Samples.ticket("T1"))
        #expect(reader.openLoans.count == 1 && reader.history.count == 1)
        #expect(try store.anonymiseLoans(returnedBefore: clock.now().addingTimeInterval(-365 * 86_400)) == 0)
    }

    @Test func rotationKeepsTheNewestBackups() throws {
        let (store, clock, folder) = try library()
        let directory = folder.appendingPathComponent("backups").path
        let rotation = BackupRotation(store: store, clock: clock)
        #expect(rotation.isDue(directory: directory, intervalHours: 24))
        for _ in 0..<5 {
            try rotation.run(directory: directory, keep: 3)
            clock.advance(days: 1)
        }
        let kept = BackupRotation.backups(in: directory).map(\.lastPathComponent)
        #expect(kept == ["kartoteka-20240117-120000.sqlite", "kartoteka-20240118-120000.sqlite", "kartoteka-20240119-120000.sqlite"])
    }
}
