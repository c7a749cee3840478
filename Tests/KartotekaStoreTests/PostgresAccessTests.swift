import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
@testable import KartotekaPostgres

/// A database that cannot be used is refused with what to do, and nothing is written to it: a
/// malformed URL, a wrong or missing password, a database that does not exist, one that holds
/// another program's tables, an empty one where no library may be made; an older schema is
/// brought up to date.
@Suite("PostgreSQL store: databases it cannot use")
struct PostgresAccessTests {
    /// Opens a store, expecting the access error `expected`, and checks that no message shows `secret`.
    private func refusal(_ url: String, opening: PostgresOpening = PostgresOpening(), secret: String? = nil) throws -> DatabaseAccessError {
        let error = try #require(throws: DatabaseAccessError.self) {
            try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, opening: opening)
        }
        if let secret {
            #expect(!"\(error) \(error.message.english) \(error.message.russian)".contains(secret))
        }
        return error
    }

    /// The names of the tables in the database at `url`.
    private func tables(_ url: String) throws -> [String] {
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        return try raw.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename") { $0.text(0) }
    }

    @Test func aWrongPasswordAndNoPasswordAreToldWithoutThePassword() throws {
        guard let (url, password) = try TestPostgres.freshPasswordDatabaseURL() else { return }
        let shown = try PostgresAddress(parsing: url).displayed
        #expect(try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc).schemaVersion() == Migrator.latestVersion)
        let wrong = url.replacingOccurrences(of: ":\(password)@", with: ":not-\(password)@")
        #expect(try refusal(wrong, secret: "not-\(password)")
                == .wrongPassword(address: shown, user: TestPostgresCluster.passwordUser))
        if ProcessInfo.processInfo.environment["PGPASSWORD"] == nil {
            let none = url.replacingOccurrences(of: ":\(password)@", with: "@")
            #expect(try refusal(none) == .passwordMissing(address: shown, user: TestPostgresCluster.passwordUser))
        }
    }

    @Test func aDatabaseThatDoesNotExistSaysItIsTheAdministratorsToCreate() throws {
        let url = TestPostgres.url(try TestPostgres.freshDatabaseURL(), database: "no_such_database")
        let error = try refusal(url)
        guard case .noSuchDatabase(let address, let name, _) = error else {
            Issue.record("\(error) is not noSuchDatabase")
            return
        }
        #expect(address == (try PostgresAddress(parsing: url)).displayed && name == "no_such_database")
        #expect(error.message.english.contains("createdb --owner=") && error.message.russian.contains("администратора"))
    }

    @Test func aURLLibpqCannotUseIsMalformed() throws {
        for url in ["postgresql://kartoteka@127.0.0.1:abc/library", "postgresql://127.0.0.1:1/library?no_such_parameter=1"] {
            #expect(try refusal(url) == .malformedAddress(try PostgresAddress(parsing: url).displayed))
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItIs() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        try raw.execute("CREATE TABLE invoices (id integer PRIMARY KEY, total numeric); INSERT INTO invoices VALUES (1, 10)")
        let shown = try PostgresAddress(parsing: url).displayed
        #expect(try refusal(url) == .foreignDatabase(address: shown))
        #expect(try refusal(url, opening: PostgresOpening(createsSchema: false)) == .foreignDatabase(address: shown))
        #expect(try tables(url) == ["invoices"])
    }

    /// golang-migrate's table (`version bigint, dirty boolean`) is not "a newer Kartoteka", nor is
    /// Rails's (`version varchar`) a type error: each is another program's database, left as it is.
    @Test(arguments: ["CREATE TABLE schema_migrations (version bigint NOT NULL PRIMARY KEY, dirty boolean NOT NULL); INSERT INTO schema_migrations VALUES (20240115093000, false)",
                      "CREATE TABLE schema_migrations (version character varying NOT NULL PRIMARY KEY); INSERT INTO schema_migrations VALUES ('20240115093000')"])
    func anotherProgramsMigrationsTableIsAnotherProgramsDatabase(_ foreign: String) throws {
        let url = try TestPostgres.freshDatabaseURL()
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        try raw.execute(foreign)
        let shown = try PostgresAddress(parsing: url).displayed
        for opening in [PostgresOpening(), PostgresOpening(createsSchema: false)] {
            let error = try refusal(url, opening: opening)
            #expect(error == .foreignDatabase(address: shown))
            #expect(error.message.english.contains("another program's tables") && error.message.english.contains("createdb"))
        }
        #expect(try tables(url) == ["schema_migrations"])
        #expect(try raw.query("SELECT version::text FROM schema_migrations") { $0.text(0) } == ["20240115093000"])
    }

    @Test func aDatabaseNotInUTF8IsRefusedWithHowToMakeOne() throws {
        let url = try TestPostgres.freshDatabaseURL(["--encoding=SQL_ASCII", "--template=template0"])
        let error = try refusal(url)
        #expect(error == .wrongEncoding(address: try PostgresAddress(parsing: url).displayed, encoding: "SQL_ASCII"))
        #expect(error.message.english.contains("needs UTF8") && error.message.english.contains("--encoding=UTF8 --template=template0"))
        #expect(error.message.russian.contains("нужна UTF8"))
        #expect(try tables(url).isEmpty)
    }

    @Test func anAccountThatCannotCreateTablesIsToldToOwnTheDatabase() throws {
        guard let url = try TestPostgres.freshDatabaseURLForGuest() else { return }
        let error = try refusal(url)
        #expect(error == .cannotCreateTables(address: try PostgresAddress(parsing: url).displayed, user: TestPostgresCluster.guestUser))
        #expect(error.message.english.contains("OWNER TO \(TestPostgresCluster.guestUser)"))
        #expect(error.message.russian.contains("владельцем"))
        #expect(try tables(url).isEmpty)
    }

    @Test func anEmptyDatabaseGetsALibraryOnlyWhenAskedTo() throws {
        let url = try TestPostgres.freshDatabaseURL()
        #expect(try refusal(url, opening: PostgresOpening(createsSchema: false)) == .noLibrary(address: try PostgresAddress(parsing: url).displayed))
        #expect(try tables(url).isEmpty)
        _ = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, opening: PostgresOpening(createsSchema: true))
        let reopened = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, opening: PostgresOpening(createsSchema: false))
        #expect(try reopened.schemaVersion() == Migrator.latestVersion)
    }

    @Test func anOlderSchemaIsBroughtUpToDateKeepingItsData() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        try raw.execute("""
            CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL);
            \(Migrator.migrations[0].postgres)
            INSERT INTO schema_migrations VALUES (1, 'initial', 0);
            INSERT INTO settings VALUES ('library', '{"exchange":{"mail":{"password":"old"}}}');
            INSERT INTO locations (street_address, city, country, created_at, updated_at) VALUES ('Тверская, 1', 'Москва', 'Россия', 0, 0);
            """)
        let store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, opening: PostgresOpening(createsSchema: false))
        #expect(try store.schemaVersion() == Migrator.latestVersion)
        #expect(try store.locations(countryPrefix: "").map(\.location.city) == ["Москва"])
        #expect(try raw.first("SELECT value FROM settings") { $0.text(0) }?.contains("password") == false)
        _ = try store.addAccount(username: "admin", displayName: "", role: .administrator, passwordHash: "hash")
    }

    @Test func aServerThatDoesNotAnswerYetIsWaitedForWhenAsked() throws {
        let url = "postgresql://kartoteka@127.0.0.1:1/library"
        let store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc,
                                             opening: PostgresOpening(createsSchema: false, waitsForServer: true))
        #expect(!store.isReady)
        #expect(throws: StoreError.databaseUnreachable(address: url)) { try store.listTitles(CatalogQuery()) }
        #expect(throws: StoreError.databaseUnreachable(address: url)) { try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc) }
    }

    @Test func theSQLStateIsReadFromAVerboseMessage() {
        #expect(PostgresConnector.sqlState(in: "connection to server at \"h\", port 1 failed: FATAL:  3D000: database \"x\" does not exist") == "3D000")
        #expect(PostgresConnector.sqlState(in: "сервер: ВАЖНО:  28P01: пользователь \"x\" не прошёл проверку") == "28P01")
        #expect(PostgresConnector.sqlState(in: "could not translate host name \"nowhere\" to address") == nil)
    }
}
