import Foundation
import Synchronization
import KartotekaTestSupport
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
        let titles = try copy.query("SELECT count(*) FROM titles") { try $0.int(0) }[0]
        let copies = try copy.query("SELECT count(*) FROM copies") { try $0.int(0) }[0]
        #expect(titles == copies && titles >= 1)
        #expect(throws: MaintenanceError.backupExists(backup)) { try store.backup(to: backup) }

        let restoredPath = folder.appendingPathComponent("restored.sqlite").path
        // A database that cannot be written (a folder that is not there) is the database's fault,
        // not the sound backup's.
        let nowhere = folder.appendingPathComponent("missing-folder/restored.sqlite").path
        #expect(throws: StoreError.self) { try SQLiteLibraryStore.restore(from: backup, into: nowhere) }
        try SQLiteLibraryStore.restore(from: backup, into: restoredPath)
        let restored = try SQLiteLibraryStore(path: restoredPath, clock: Samples.clock(), calendar: .utc)
        #expect(try restored.listTitles(CatalogQuery(page: PageRequest(limit: 500))).items.count == titles)
    }

    /// A backup of about 50 MB while another thread writes 40 times a second: it must finish
    /// (copying the database in steps restarted at every write never did), and hold every row
    /// committed before it started.
    @Test func aBackupFinishesWhileTheDatabaseIsWrittenFortyTimesASecond() throws {
        let (store, _, folder) = try library()
        let raw = try SQLiteConnection(path: store.database.path, readOnly: false)
        try raw.execute("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000)
            INSERT INTO titles (title, annotation, sort_key, title_key, created_at, updated_at)
            SELECT 'Книга ' || i, hex(randomblob(600)), 'книга ' || i, 'книга ' || i, 0, 0 FROM n
            """)
        let before = try raw.query("SELECT count(*) FROM titles") { try $0.int(0) }[0]
        let pages = try raw.query("PRAGMA page_count") { try $0.int(0) }[0]
        #expect(pages > 10_000, "the database is too small to make the backup take several steps")
        let stop = Atomic<Bool>(false)
        let writes = Atomic<Int>(0)
        let writer = Thread {
            var index = 0
            while !stop.load(ordering: .relaxed) {
                index += 1
                if (try? store.addTitle(Samples.title("Новая \(index)", author: "Автор А."), copies: [])) != nil {
                    writes.add(1, ordering: .relaxed)
                }
                Thread.sleep(forTimeInterval: 0.025)
            }
        }
        writer.start()
        Thread.sleep(forTimeInterval: 0.2)
        let backup = folder.appendingPathComponent("busy.sqlite").path
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        Thread {
            let result = Result { try store.backup(to: backup) }
            outcome.withLock { $0 = result }
            finished.signal()
        }.start()
        let inTime = finished.wait(timeout: .now() + 20) == .success
        let writesDuringBackup = writes.load(ordering: .relaxed)
        stop.store(true, ordering: .relaxed)
        if !inTime { finished.wait() }
        #expect(inTime, "the backup did not finish within 20 s under writes")
        try #require(outcome.withLock { $0 }).get()
        #expect(writesDuringBackup > 0)
        let copy = try SQLiteConnection(path: backup, readOnly: true)
        #expect(try copy.query("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
        #expect(try copy.query("SELECT count(*) FROM titles") { try $0.int(0) }[0] >= before)
        #expect(!FileManager.default.fileExists(atPath: backup + ".partial"))
    }

    @Test func aBackupThatFailsPartWayLeavesNoPartialFile() throws {
        struct CutShort: Error {}
        let (store, _, folder) = try library()
        _ = try store.addTitle(Samples.lermontov, copies: [])
        let target = folder.appendingPathComponent("cut.sqlite").path
        #expect(throws: CutShort.self) {
            try store.backup(to: target) { source, destination in
                try SQLiteBackup.copy(from: source, to: destination)
                throw CutShort()
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix("cut.sqlite") }, "left behind: \(names)")
        try store.backup(to: target)
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func rotationRemovesWhatAbandonedBackupsLeft() throws {
        let (store, clock, folder) = try library()
        let directory = folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let abandoned = directory.appendingPathComponent("kartoteka-20240101-120000.sqlite.partial").path
        let recent = directory.appendingPathComponent("kartoteka-20240115-115959.sqlite.partial").path
        for path in [abandoned, abandoned + "-wal", recent] {
            try Data("half".utf8).write(to: URL(fileURLWithPath: path))
        }
        let dayBefore = clock.now().addingTimeInterval(-86_400)
        try FileManager.default.setAttributes([.modificationDate: dayBefore], ofItemAtPath: abandoned)
        try FileManager.default.setAttributes([.modificationDate: dayBefore], ofItemAtPath: abandoned + "-wal")
        try FileManager.default.setAttributes([.modificationDate: clock.now()], ofItemAtPath: recent)
        try BackupRotation(store: store, clock: clock).run(directory: directory.path, keep: 3)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(!FileManager.default.fileExists(atPath: abandoned + "-wal"))
        #expect(FileManager.default.fileExists(atPath: recent), "a backup being written now is not touched")
        #expect(BackupRotation.backups(in: directory.path).count == 1)
    }

    /// Two backups in the same second: each gets a name of its own, and neither takes over the
    /// file the other is writing; a backup asked for by name while another writes it is refused
    /// with that reason (not a disk failure).
    @Test func backupsInTheSameSecondTakeNamesOfTheirOwn() throws {
        let (store, clock, folder) = try library()
        let directory = folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let writing = directory.appendingPathComponent("kartoteka-20240115-120000.sqlite").path
        try Data("half".utf8).write(to: URL(fileURLWithPath: writing + ".partial"))
        #expect(throws: MaintenanceError.backupInProgress(writing)) { try store.backup(to: writing) }
        let made = try BackupRotation(store: store, clock: clock).run(directory: directory.path, keep: 10)
        #expect(made.lastPathComponent == "kartoteka-20240115-120000-2.sqlite")
        #expect(try Data(contentsOf: URL(fileURLWithPath: writing + ".partial")) == Data("half".utf8), "the other backup's file is untouched")

        let results = Mutex<[Result<String, any Error>]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let result = Result { try BackupRotation(store: store, clock: clock).run(directory: directory.path, keep: 10).lastPathComponent }
            results.withLock { $0.append(result) }
        }
        let names = try results.withLock { $0 }.map { try $0.get() }
        #expect(Set(names).count == 4 && !names.contains(made.lastPathComponent), "\(names)")
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
        // The newest, made a day ago, is due again; one named later than now (the clock ran ahead) is passed over.
        #expect(rotation.isDue(directory: directory, intervalHours: 24) && !rotation.isDue(directory: directory, intervalHours: 48))
        _ = FileManager.default.createFile(atPath: directory + "/kartoteka-20310101-120000.sqlite", contents: Data())
        #expect(rotation.isDue(directory: directory, intervalHours: 24))
        #expect(BackupRotation.madeAt("kartoteka-20240119-120000-2.sqlite") == Date(timeIntervalSince1970: 1_705_665_600))
        #expect(BackupRotation.madeAt("kartoteka-copy.sqlite") == nil)
        // Neither the file named ahead nor one named by hand crowds out the new backup; both are left alone.
        _ = FileManager.default.createFile(atPath: directory + "/kartoteka-before-upgrade.sqlite", contents: Data())
        let made = try rotation.run(directory: directory, keep: 1)
        #expect(BackupRotation.backups(in: directory).map(\.lastPathComponent)
                == ["kartoteka-20240120-120000.sqlite", "kartoteka-20310101-120000.sqlite", "kartoteka-before-upgrade.sqlite"])
        #expect(made.lastPathComponent == "kartoteka-20240120-120000.sqlite")
    }
}
