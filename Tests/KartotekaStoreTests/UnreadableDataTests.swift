import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
@testable import KartotekaPostgres
@testable import KartotekaStore

/// Rows damaged behind the store's back (by raw SQL, as a broken tool or disk would): reading
/// them throws an error that names the table and column, never a made-up value (a due date of
/// 1970-01-01, default settings, the least-privileged role) and never the stored value itself —
/// in SQLite and in PostgreSQL alike. PostgreSQL's column types and CHECK constraints refuse
/// many damages outright (text in a date or number column, a status no CHECK allows); each such
/// case proves the refusal instead, and reads the sound row.
@Suite("Unreadable stored data")
struct UnreadableDataTests {
    /// What PostgreSQL does with a damage.
    enum InPostgres: Sendable {
        /// It stores it (a text column holds anything), so reading must report it.
        case stored
        /// The column's type cannot hold it (SQLSTATE class 22, data exception).
        case refusedByType
        /// A CHECK constraint refuses it (23514), with no way for a statement to switch it off.
        case refusedByConstraint

        /// Whether a refusal's SQLSTATE is this one.
        func matches(_ sqlState: String?) -> Bool {
            switch self {
            case .stored: false
            case .refusedByType: sqlState?.hasPrefix("22") == true
            case .refusedByConstraint: sqlState == "23514"
            }
        }
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        let sql: String
        let table: String
        let column: String
        /// The damaged value, which the error must not repeat.
        let value: String
        let inPostgres: InPostgres
        let read: @Sendable (any LibraryStore) throws -> Void

        var testDescription: String { "\(table).\(column) = \(value)" }

        init(_ table: String, _ column: String, _ value: String, _ inPostgres: InPostgres, where condition: String = "true",
             read: @escaping @Sendable (any LibraryStore) throws -> Void) {
            self.sql = "UPDATE \(table) SET \(column) = '\(value)' WHERE \(condition)"
            self.table = table
            self.column = column
            self.value = value
            self.inPostgres = inPostgres
            self.read = read
        }
    }

    static let readTitle: @Sendable (any LibraryStore) throws -> Void = { _ = try $0.title(TitleID(1)) }
    static let readReader: @Sendable (any LibraryStore) throws -> Void = { _ = try $0.reader(Samples.ticket("T1")) }

    static let damages: [Damage] = [
        Damage("loans", "due_on", "скоро", .refusedByType, read: readReader),
        // A day PostgreSQL's date type holds and no calendar has.
        Damage("loans", "due_on", "infinity", .stored, read: readReader),
        Damage("loans", "issued_at", "вчера", .refusedByType, read: readReader),
        Damage("loans", "renewals", "много", .refusedByType,
               read: { _ = try $0.overdueLoans(asOf: Samples.start.adding(days: 90), page: PageRequest()) }),
        Damage("readers", "registered_on", "2024-13-45", .refusedByType, read: readReader),
        Damage("readers", "registered_on", "-infinity", .stored, read: readReader),
        Damage("readers", "birth", "давно", .stored, read: readReader),
        Damage("readers", "gender", "unknown", .refusedByConstraint, read: readReader),
        Damage("readers", "email", "ivanov-at-example", .stored, read: readReader),
        Damage("readers", "updated_at", "2024-01-15", .refusedByType, read: { _ = try $0.listReaders(ReaderQuery()) }),
        Damage("copies", "received_on", "вчера", .refusedByType, read: readTitle),
        Damage("copies", "status", "misplaced", .refusedByConstraint, read: { _ = try $0.copy(Samples.inventory("1")) }),
        Damage("copies", "price_kopecks", "дёшево", .refusedByType, read: readTitle),
        Damage("titles", "isbn", "978-0-00-000000-1", .stored, read: readTitle),
        Damage("titles", "year", "тысяча девятьсот", .refusedByType, read: { _ = try $0.listTitles(CatalogQuery()) }),
        Damage("titles", "created_at", "2024-01-15", .refusedByType, read: readTitle),
        Damage("accounts", "role", "superuser", .refusedByConstraint, read: { _ = try $0.accounts() }),
        Damage("settings", "value", "{\"loanPolicy\": \"long\"}", .stored, read: { _ = try $0.settings() }),
        Damage("settings", "value", "{not json", .stored, read: { _ = try $0.settings() }),
    ]

    /// A library with a title of two copies, one lent, an account and saved settings, in either
    /// store, with a way to run SQL on it behind the store's back (returning how many rows changed).
    struct Library {
        let store: any LibraryStore
        let damage: (String) throws -> Int

        init(_ kind: StoreKind) throws {
            switch kind {
            case .sqlite:
                let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
                store = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
                let raw = try SQLiteConnection(path: path, readOnly: false)
                // The damage a broken tool could do: no CHECK constraint stops it.
                try raw.execute("PRAGMA ignore_check_constraints = ON")
                damage = { sql in
                    try raw.execute(sql)
                    return raw.changes
                }
            case .postgres:
                let url = try TestPostgres.freshDatabaseURL()
                store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
                let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
                damage = { sql in try raw.execute(sql).affectedRows }
            }
            _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2")])
            _ = try store.addReader(Samples.reader("T1", phone: "111-11-11"))
            _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("T1"), dueOn: nil)
            _ = try store.addAccount(username: "desk", displayName: "Абонемент", role: .circulation, passwordHash: "-")
            var settings = LibrarySettings()
            settings.operatorName = "ИВАНОВА"
            try store.saveSettings(settings)
        }
    }

    enum StoreKind: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case sqlite = "SQLite", postgres = "PostgreSQL"
        var testDescription: String { rawValue }
    }

    @Test(arguments: StoreKind.allCases, damages)
    func aDamagedValueIsReportedByTableAndColumn(_ kind: StoreKind, _ damage: Damage) throws {
        let library = try Library(kind)
        if kind == .postgres, damage.inPostgres != .stored {
            // PostgreSQL cannot even store this damage: the column's type or a CHECK refuses it,
            // and the row stays as it was.
            let refusal = try #require(throws: PostgresError.self) { try library.damage(damage.sql) }
            #expect(damage.inPostgres.matches(refusal.sqlState), "refused with \(refusal.sqlState ?? "no SQLSTATE")")
            try damage.read(library.store)
            return
        }
        #expect(try library.damage(damage.sql) > 0, "nothing was damaged")
        let error = try #require(throws: StoreError.self) { try damage.read(library.store) }
        #expect(error == .unreadableData(table: damage.table, column: damage.column))
        #expect(error.kind == .unavailable)
        for text in [error.message.russian, error.message.english] {
            #expect(text.contains(damage.table) && text.contains(damage.column))
            #expect(!text.contains(damage.value))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func soundRowsStillRead(_ kind: StoreKind) throws {
        let store = try Library(kind).store
        #expect(try store.title(TitleID(1)).copies.count == 2)
        #expect(try store.reader(Samples.ticket("T1")).openLoans.count == 1)
        #expect(try store.settings().operatorName == "ИВАНОВА")
        #expect(try store.accounts().map(\.role) == [.circulation])
    }

    @Test func settingsNeverSavedAreTheDefaults() throws {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let store = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        #expect(try store.settings() == LibrarySettings())
        let raw = try SQLiteConnection(path: path, readOnly: false)
        // Settings saved by a version that knew fewer of them: the rest take their defaults.
        try raw.run("INSERT INTO settings (key, value) VALUES ('library', ?)", #"{"operatorName": "ПЕТРОВА"}"#)
        #expect(try store.settings().operatorName == "ПЕТРОВА")
        #expect(try store.settings().loanPolicy == LibrarySettings().loanPolicy)
    }
}
