import Foundation
import KartotekaTestSupport
import Synchronization
import Testing
import KartotekaCore
@testable import KartotekaStore

@Suite("SQLite store")
struct SQLiteStoreTests {
    private func path() throws -> String {
        try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
    }

    /// Four processes' worth of stores opening one new file at once upgrade it once: each
    /// migration is applied by whoever takes the lock first, the others find it done.
    @Test func severalStoresOpeningOneNewFileAtOnceMigrateItOnce() throws {
        let file = try path()
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                _ = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        #expect(outcomes.snapshot().0 == 4, "\(outcomes.snapshot())")
    }

    /// Connections opening one new file at the same moment all turn it to WAL: SQLite refuses all
    /// but one of those switches at once, without its busy timeout, unless the switch is retried.
    @Test func connectionsOpeningOneNewFileAtOnceAllTurnItToWAL() throws {
        for _ in 0..<40 {
            let file = try path()
            let outcomes = ConcurrentResults()
            let connections = Mutex<[SQLiteConnection]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    let connection = try SQLiteConnection(path: file, readOnly: false)
                    connections.withLock { $0.append(connection) }
                    outcomes.record(nil)
                } catch {
                    outcomes.record(error)
                }
            }
            #expect(outcomes.snapshot().0 == 4, "\(outcomes.snapshot())")
            let mode = try connections.withLock { try $0.first?.query("PRAGMA journal_mode") { $0.text(0) }.first }
            #expect(mode == "wal")
        }
    }

    @Test func twoStoresOnOneFileLetExactlyOneLendWin() throws {
        let file = try path()
        let clock = Samples.clock()
        let first = try SQLiteLibraryStore(path: file, clock: clock, calendar: .utc)
        let second = try SQLiteLibraryStore(path: file, clock: clock, calendar: .utc)
        _ = try first.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        _ = try first.addReader(Samples.reader("1", phone: "111-11-11"))
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            do {
                _ = try (index.isMultiple(of: 2) ? first : second).lend(Samples.inventory("1"), to: Samples.ticket("1"), dueOn: nil)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        let (wins, errors) = outcomes.snapshot()
        #expect(wins == 1)
        #expect(errors.count == 19)
        #expect(errors.allSatisfy { ($0 as? LoanError)?.code == "copy_already_on_loan" })
    }

    @Test func theDatabaseItselfAllowsOneOpenLoanPerCopy() throws {
        let file = try path()
        let store = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        _ = try store.addReader(Samples.reader("1", phone: "111-11-11"))
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("1"), dueOn: nil)
        let raw = try SQLiteConnection(path: file, readOnly: false)
        #expect(throws: SQLiteError.self) {
            try raw.run("""
                INSERT INTO loans (copy_id, reader_id, inventory_number, issued_at, due_on, updated_at)
                SELECT id, 1, '1', 0, '2024-02-01', 0 FROM copies
                """)
        }
        #expect(throws: SQLiteError.self) {
            try raw.run("INSERT INTO readers (ticket_number, surname, first_name, registered_on, sort_key, created_at, updated_at) VALUES ('1', 'Петров', 'Пётр', '2024-01-01', '', 0, 0)")
        }
        #expect(throws: SQLiteError.self) {
            try raw.run("INSERT INTO readers (ticket_number, surname, first_name, class_grade, registered_on, sort_key, created_at, updated_at) VALUES ('2', 'Петров', 'Пётр', 5, '2024-01-01', '', 0, 0)")
        }
        #expect(throws: SQLiteError.self) { try raw.run("DELETE FROM copies") }
        #expect(throws: SQLiteError.self) { try raw.run("DELETE FROM readers") }
        #expect(throws: SQLiteError.self) { try raw.run("UPDATE copies SET status = 'misplaced'") }
    }

    @Test func opensWithWALAndForeignKeysAndMigratesOnce() throws {
        let file = try path()
        _ = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        let reopened = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        #expect(try reopened.schemaVersion() == Migrator.latestVersion)
        let raw = try SQLiteConnection(path: file, readOnly: true)
        #expect(try raw.query("PRAGMA journal_mode") { $0.text(0) } == ["wal"])
        #expect(try raw.query("PRAGMA foreign_keys") { try $0.int(0) } == [1])
        #expect(try raw.query("SELECT count(*) FROM schema_migrations") { try $0.int(0) } == [Migrator.migrations.count])
        #expect(try raw.query("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
    }

    @Test func refusesADatabaseFromANewerVersion() throws {
        let file = try path()
        _ = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        let raw = try SQLiteConnection(path: file, readOnly: false)
        try raw.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 0)")
        #expect(throws: StoreError.databaseTooNew(found: 999, known: Migrator.latestVersion)) {
            try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        }
    }

    /// golang-migrate's and Rails's tables of that name: another program's file, not a newer
    /// Kartoteka nor a type error; nothing is written to it, and it is no backup either.
    @Test(arguments: ["CREATE TABLE schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL); INSERT INTO schema_migrations VALUES (20240115093000, 0)",
                      "CREATE TABLE schema_migrations (version varchar NOT NULL PRIMARY KEY); INSERT INTO schema_migrations VALUES ('20240115093000')"])
    func refusesAFileWithAnotherProgramsMigrationsTable(_ foreign: String) throws {
        let file = try path()
        let raw = try SQLiteConnection(path: file, readOnly: false)
        try raw.execute(foreign)
        let error = try #require(throws: DatabaseAccessError.self) {
            try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        }
        #expect(error == .foreignFile(path: file))
        #expect(error.message.english.contains("another program's database") && error.message.russian.contains("другой программы"))
        #expect(try raw.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) } == ["schema_migrations"])
        #expect(throws: MaintenanceError.notABackup(file)) {
            try SQLiteLibraryStore.restore(from: file, into: try self.path())
        }
    }

    @Test func refusesAFileThatIsNotADatabase() throws {
        let file = try path()
        try Data("not a database, just text".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: StoreError.self) { try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc) }
    }

    /// A mail password an older version kept in the settings is removed on upgrade.
    @Test func upgradingRemovesAStoredMailPassword() throws {
        let file = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        _ = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        let raw = try SQLiteConnection(path: file, readOnly: false)
        try raw.execute("""
            INSERT INTO settings (key, value) VALUES ('library', '{"exchange":{"mail":{"serverURL":"smtp://m:587","user":"u","password":"s3cret"}}}');
            """)
        try raw.execute(Migrations.v3MailPasswordOut.sqlite)
        let upgraded = try SQLiteLibraryStore(path: file, clock: Samples.clock(), calendar: .utc)
        #expect(try upgraded.settings().exchange.mail.user == "u")
        let stored = try raw.query("SELECT value FROM settings WHERE key = 'library'") { $0.text(0) }.first ?? ""
        #expect(!stored.contains("s3cret") && stored.contains("smtp://m:587"))
    }

    /// Shipped migrations never change: a change is a new migration. Pin each one's checksums,
    /// of its SQLite and of its PostgreSQL SQL.
    @Test func shippedMigrationsAreUnchanged() {
        let pinned: [Int: (sqlite: String, postgres: String)] = [
            1: ("9739d069d76a96c0", "4ef8d15e17cb5102"),
            2: ("8d9dc71306045e20", "80f794cefa529824"),
            3: ("6eb42c74933513cb", "df8a555d3e2c8732"),
            4: ("89c60f159fcf41f7", "5db704e17142b899"),
            5: ("96f891db643ae2b0", "96f891db643ae2b0"),
            6: ("7682cbcbfcbd45d7", "9dd5867e058d100e"),
            7: ("18104243649dbd40", "18104243649dbd40"),
            8: ("a2503f52b822ee7d", "e446998fbdce6750"),
            9: ("61071ca6f25d2a92", "aed256c4354b062b"),
            10: ("f5b6ecb616ca0cce", "70b8773ba87fe35d"),
            11: ("2ea4f964418f68a0", "e1f9e47f716c343"),
            12: ("97189014c2313aad", "abb926256768debb"),
            13: ("72d121e7c77fa18b", "f709fdbcd7f4cf56"),
            14: ("a20e0aa2771efc1", "fb2a2ab7ee6b317f"),
            15: ("b717633aa04d2f00", "afdee98591bd99ab"),
            16: ("9035b1d34cb0dfb7", "bb47afb793e986a8"),
            17: ("7655d9508364d95a", "43beecd15c306c65"),
            18: ("51b935b986adcdf0", "7f020a0bdbc71e08"),
            19: ("2146609a2574de6d", "c6e5a23dc785b74b"),
            20: ("b61a19a943d0d613", "9b3c148234c025b6"),
            21: ("3d3101b9ba4a686e", "cd05708cce35829f"),
            22: ("9d97bfbe7942c6e0", "ce5980fbaeece104"),
            23: ("97596ddf6018993e", "80320276b9278cbe"),
            24: ("ef799e6e86f08dbe", "dc507f63355324be"),
            25: ("e301459faf933806", "e301459faf933806"),
            26: ("966798fc8b0ad006", "833e79f1396d6706"),
            27: ("7097be16bd29ee73", "7348be33962425f3"),
            28: ("e3cc2f57c6c674ce", "3283f69a530f6059"),
            29: ("5fb46573453cb0f9", "5fb46573453cb0f9"),
            30: ("aaef35b10781a8a", "db4311c0caa7f973"),
        ]
        for migration in Migrator.migrations {
            #expect(pinned[migration.version]?.sqlite == Self.checksum(migration.sqlite), "migration \(migration.version) was edited")
            #expect(pinned[migration.version]?.postgres == Self.checksum(migration.postgres),
                    "the PostgreSQL SQL of migration \(migration.version) was edited")
        }
        // Versions start at 1 and only go up.
        let versions = Migrator.migrations.map(\.version)
        #expect(versions.first == 1 && zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 })
    }

    static func checksum(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
