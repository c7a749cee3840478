import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
@testable import KartotekaPostgres

@Suite("PostgreSQL store")
struct PostgresStoreTests {
    /// A store on a fresh database, and the database's URL.
    private func store(maximumConnections: Int = 8) throws -> (PostgresLibraryStore, String) {
        let url = try TestPostgres.freshDatabaseURL()
        return (try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, maximumConnections: maximumConnections), url)
    }

    @Test func twoHundredLendsOfOneCopyAtOnceGiveExactlyOneLoan() throws {
        let (first, url) = try store(maximumConnections: 12)
        let stores = try [first] + (1..<4).map { _ in
            try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, maximumConnections: 12)
        }
        _ = try first.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        _ = try first.addReader(Samples.reader("1", phone: "111-11-11"))
        _ = try first.addReader(Samples.reader("2", surname: "Петров", phone: "222-22-22"))
        let outcomes = ConcurrentResults()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<200 {
            done.enter()
            let thread = Thread {
                start.wait()
                do {
                    _ = try stores[index % stores.count].lend(Samples.inventory("1"), to: Samples.ticket(index.isMultiple(of: 2) ? "1" : "2"),
                                                              dueOn: nil)
                    outcomes.record(nil)
                } catch {
                    outcomes.record(error)
                }
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<200 { start.signal() }
        done.wait()
        let (wins, errors) = outcomes.snapshot()
        #expect(wins == 1)
        #expect(errors.count == 199)
        #expect(errors.allSatisfy { ($0 as? LoanError)?.code == "copy_already_on_loan" })
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        #expect(try raw.first("SELECT count(*) FROM loans") { try $0.int(0) } == 1)
        #expect(try first.copy(Samples.inventory("1")).record.copy.status == .onLoan)
    }

    @Test func theDatabaseItselfEnforcesTheRules() throws {
        let (store, url) = try store()
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2", status: .lost)])
        _ = try store.addReader(Samples.reader("1", phone: "111-11-11"))
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("1"), dueOn: nil)
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        func refusal(_ sql: String) -> PostgresError? {
            do {
                try raw.execute(sql)
                return nil
            } catch {
                return error
            }
        }
        let loan = "INSERT INTO loans (copy_id, reader_id, inventory_number, issued_at, due_on, updated_at)"
        #expect(refusal("\(loan) SELECT id, 1, '1', 0, '2024-02-01', 0 FROM copies WHERE inventory_number = '1'")?
            .isRuleViolation("loans_lend_only_available_copies") == true)
        #expect(refusal("\(loan) SELECT id, 1, '2', 0, '2024-02-01', 0 FROM copies WHERE inventory_number = '2'")?
            .isRuleViolation("loans_lend_only_available_copies") == true)
        #expect(refusal("UPDATE copies SET status = 'available' WHERE inventory_number = '1'; \(loan) SELECT id, 1, '1', 0, '2024-02-01', 0 FROM copies WHERE inventory_number = '1'")?
            .isUniqueViolation("loans_one_open_per_copy") == true)
        #expect(refusal("""
            INSERT INTO readers (ticket_number, surname, first_name, registered_on, sort_key, created_at, updated_at)
            VALUES ('1', 'Петров', 'Пётр', '2024-01-01', '', 0, 0)
            """)?.isUniqueViolation("readers_ticket_number_unique") == true)
        #expect(refusal("""
            INSERT INTO readers (ticket_number, surname, first_name, class_grade, registered_on, sort_key, created_at, updated_at)
            VALUES ('2', 'Петров', 'Пётр', 5, '2024-01-01', '', 0, 0)
            """)?.sqlState == "23514")
        #expect(refusal("DELETE FROM copies WHERE inventory_number = '1'")?.isRuleViolation("copies_on_loan_are_not_deleted") == true)
        #expect(refusal("DELETE FROM readers")?.isRuleViolation("readers_with_open_loans_are_not_deleted") == true)
        #expect(refusal("UPDATE copies SET status = 'misplaced'")?.sqlState == "23514")
        // Returning through the table alone sets the copy's status, as lending did.
        try raw.execute("UPDATE loans SET returned_at = 1")
        #expect(try store.copy(Samples.inventory("1")).record.copy.status == .available)
    }

    @Test func migratesOnceAndRefusesADatabaseFromANewerVersion() throws {
        let (_, url) = try store()
        let reopened = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        #expect(try reopened.schemaVersion() == Migrator.latestVersion)
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        #expect(try raw.first("SELECT count(*) FROM schema_migrations") { try $0.int(0) } == Migrator.migrations.count)
        #expect(try raw.query("SELECT name FROM schema_migrations ORDER BY version") { $0.text(0) } == Migrator.migrations.map(\.name))
        try raw.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 0)")
        #expect(throws: StoreError.databaseTooNew(found: 999, known: Migrator.latestVersion)) {
            try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        }
    }

    @Test func severalStoresOpeningOneEmptyDatabaseAtOnceMigrateItOnce() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                _ = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc, maximumConnections: 1)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        #expect(outcomes.snapshot().0 == 4)
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        #expect(try raw.first("SELECT count(*) FROM schema_migrations") { try $0.int(0) } == Migrator.migrations.count)
    }

    @Test func anUnreachableServerIsNamedWithoutThePassword() throws {
        // Nothing listens on port 1 of the loopback: the connection is refused at once.
        let url = "postgresql://kartoteka:secret-word@127.0.0.1:1/library"
        do {
            _ = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
            Issue.record("a store opened without a server")
        } catch let error as StoreError {
            #expect(error == .databaseUnreachable(address: "postgresql://kartoteka@127.0.0.1:1/library"))
            #expect(error.kind == .unavailable)
            #expect(!"\(error) \(error.message.english) \(error.message.russian)".contains("secret-word"))
        }
        #expect(throws: DatabaseAccessError.unsupportedAddress(scheme: "mysql")) {
            try PostgresLibraryStore(url: "mysql://root:secret@localhost/library", clock: Samples.clock(), calendar: .utc)
        }
    }

    @Test(arguments: [
        ("postgresql://desk:pa%40ss@db.example:5433/library", "pa@ss", "postgresql://desk@db.example:5433/library",
         "postgresql://desk@db.example:5433/library"),
        ("postgres://desk@db.example/library?sslmode=require&password=p2", "p2", "postgres://desk@db.example/library?sslmode=require",
         "postgresql://desk@db.example/library"),
        ("postgresql:///library?host=/run/postgresql", nil, "postgresql:///library?host=/run/postgresql", "postgresql:///library"),
    ])
    func addressesKeepThePasswordApart(url: String, password: String?, withoutPassword: String, displayed: String) throws {
        let address = try PostgresAddress(parsing: url)
        #expect(address.password == password)
        #expect(address.urlWithoutPassword == withoutPassword)
        #expect(address.displayed == displayed)
    }

    @Test func connectionsTheServerEndedAreMadeAgainOnTheNextUse() throws {
        let (store, url) = try store()
        _ = try store.addTitle(Samples.lermontov, copies: [])
        _ = try store.listTitles(CatalogQuery())
        try TestPostgres.endConnections(to: url)
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
        _ = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [])
        #expect(try store.listTitles(CatalogQuery()).items.count == 2)
    }
}
