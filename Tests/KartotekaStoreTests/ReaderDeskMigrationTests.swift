import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
@testable import KartotekaPostgres
@testable import KartotekaStore

/// Migration 8 on a library that the schema before it left: readers keep their ids, loans and search entries
/// (SQLite rebuilds the table), their phones stop being unique, and titles get their kind, fiction
/// by BBK section 84 — in SQLite and PostgreSQL.
@Suite("Migration 8: the reader desk")
struct ReaderDeskMigrationTests {
    /// A title of fiction, one of section 84's neighbours, a reader with a loan — as the schema before migration 8 stored them.
    static let libraryBefore = """
        INSERT INTO titles (id, title, bbk, sort_key, title_key, created_at, updated_at) VALUES
            (1, 'Герой нашего времени', '84(2Рос=Рус)1', 'герой', 'герой', 0, 0), (2, 'Алгебра', '22.14', 'алгебра', 'алгебра', 0, 0),
            (3, 'Словарь', '841', 'словарь', 'словарь', 0, 0);
        INSERT INTO copies (id, title_id, inventory_number, created_at, updated_at) VALUES (1, 1, '1', 0, 0), (2, 2, '2', 0, 0);
        INSERT INTO readers (id, ticket_number, surname, first_name, phone, phone_key, registered_on, sort_key, created_at, updated_at)
        VALUES (7, '000123', 'Иванов', 'Иван', '+7 900 000-00-00', '79000000000', '2024-01-01', 'иванов иван', 0, 0);
        INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, issued_at, due_on, updated_at)
        VALUES (1, 7, '1', '000123', 0, '2024-02-01', 0);
        """

    @Test func sqliteKeepsReadersAndTheirLoans() throws {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let raw = try SQLiteConnection(path: path, readOnly: false)
        try raw.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)")
        for migration in Migrator.migrations where migration.version < Migrations.v8ReaderDesk.version {
            try raw.execute(migration.sqlite)
            try raw.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, 0)", migration.version, migration.name)
        }
        try raw.execute(Self.libraryBefore + "INSERT INTO reader_search (rowid, body) VALUES (7, 'иванов иван 000123 79000000000');")
        try expectMigrated(try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc))
    }

    @Test func postgresKeepsReadersAndTheirLoans() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        try raw.execute("CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)")
        for migration in Migrator.migrations where migration.version < Migrations.v8ReaderDesk.version {
            try raw.execute(migration.postgres)
            try raw.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (\(migration.version), 'm', 0)")
        }
        try raw.execute(Self.libraryBefore + "UPDATE readers SET search_text = 'иванов иван 000123 79000000000';")
        try expectMigrated(try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc))
    }

    private func expectMigrated(_ store: any LibraryStore) throws {
        #expect(try store.schemaVersion() == Migrator.latestVersion)
        let reader = try store.reader(Samples.ticket("000123"))
        #expect(reader.record.id == ReaderID(7) && reader.record.reader.phone?.key == "79000000000")
        #expect(reader.openLoans.map(\.loan.inventoryNumber) == [Samples.inventory("1")])
        #expect(try store.listReaders(ReaderQuery(text: "иван")).items.map(\.record.id) == [ReaderID(7)])
        #expect(try [1, 2, 3].map { try store.title(TitleID($0)).record.title.documentKind } == [.fiction, .other, .other])
        var sibling = Samples.reader("000124", surname: "Иванова", phone: "8 900 000 00 00")
        sibling.schoolClass = try SchoolClass(parsing: "3В")
        _ = try store.addReader(sibling)
        #expect(try store.reader(Samples.ticket("000124")).sharingPhone.map(\.id) == [ReaderID(7)])
        #expect(throws: ReaderError.readerHasOpenLoans(Samples.ticket("000123"), count: 1)) { try store.deleteReader(Samples.ticket("000123")) }
    }
}
