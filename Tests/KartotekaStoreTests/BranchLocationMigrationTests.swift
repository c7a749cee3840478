import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
@testable import KartotekaPostgres
@testable import KartotekaStore

/// Migration 5 on branches linked to locations before a location followed its branch: of two
/// branches sharing a location the older keeps it, a linked branch without an address takes its
/// location's, and every linked location takes its branch's address — in SQLite and PostgreSQL.
@Suite("Migration 5: a branch's location")
struct BranchLocationMigrationTests {
    /// Linked branches in a library at schema 4, as SQL both databases read alike.
    static let linkedAtSchema4 = """
        INSERT INTO locations (id, street_address, city, country, created_at, updated_at) VALUES
            (101, 'Тверская, 1', 'Москва', 'Россия', 0, 0), (102, 'Невский, 2', 'Санкт-Петербург', 'Россия', 0, 0);
        INSERT INTO branches (id, code, name, address, location_id, created_at, updated_at) VALUES
            (11, 'Ф2', 'Первый', '', 101, 0, 0), (12, 'Ф3', 'Второй', 'ул. Лесная, 3', 101, 0, 0),
            (13, 'Ф4', 'Третий', 'ул. Садовая, 4', 102, 0, 0);
        """

    @Test func sqliteBranchesKeepOneLocationEachInStepWithThem() throws {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let connection = try SQLiteConnection(path: path, readOnly: false)
        try connection.execute(Self.schema(through: 4, table: "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL",
                                           sql: \.sqlite) + Self.linkedAtSchema4)
        try expectMigrated(try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc))
    }

    @Test func postgresBranchesKeepOneLocationEachInStepWithThem() throws {
        let url = try TestPostgres.freshDatabaseURL()
        try PostgresConnection(address: PostgresAddress(parsing: url))
            .execute(Self.schema(through: 4, table: "version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL",
                                 sql: \.postgres) + Self.linkedAtSchema4)
        try expectMigrated(try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc))
    }

    /// The SQL that makes a database of schema `version`: the migrations up to it, recorded as the
    /// migrators record them (whatever later migrations come to be).
    private static func schema(through version: Int, table columns: String, sql: KeyPath<Migration, String>) -> String {
        let steps = Migrator.migrations.filter { $0.version <= version }
        return "CREATE TABLE schema_migrations (\(columns));\n"
            + steps.map { "\($0[keyPath: sql]);\nINSERT INTO schema_migrations VALUES (\($0.version), '\($0.name)', 0);\n" }.joined()
    }

    private func expectMigrated(_ store: any LibraryStore) throws {
        #expect(try store.schemaVersion() == Migrator.latestVersion)
        let first = try store.branch(BranchCode(unchecked: "Ф2"))
        #expect(first.branch.address == "Тверская, 1" && first.location?.id == LocationID(101))
        #expect(try store.branch(BranchCode(unchecked: "Ф3")).location == nil)
        #expect(try store.location(LocationID(102)).location.streetAddress == "ул. Садовая, 4")
        #expect(try store.locations(countryPrefix: "").map(\.branch?.rawValue) == ["Ф2", "Ф4"])
    }
}
