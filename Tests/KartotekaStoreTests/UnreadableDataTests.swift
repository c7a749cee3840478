import Foundation
import Testing
import KartotekaCore
@testable import KartotekaStore

/// Rows damaged behind the store's back (by raw SQL, as a broken tool or disk would): reading
/// them throws an error that names the table and column, never a made-up value (a due date of
/// 1970-01-01, default settings, the least-privileged role) and never the stored value itself.
@Suite("Unreadable stored data")
struct UnreadableDataTests {
    struct Damage: Sendable, CustomTestStringConvertible {
        let sql: String
        let table: String
        let column: String
        /// The damaged value, which the error must not repeat.
        let value: String
        let read: @Sendable (SQLiteLibraryStore) throws -> Void

        var testDescription: String { "\(table).\(column) = \(value)" }

        init(_ table: String, _ column: String, _ value: String, where condition: String = "1",
             read: @escaping @Sendable (SQLiteLibraryStore) throws -> Void) {
            self.sql = "UPDATE \(table) SET \(column) = '\(value)' WHERE \(condition)"
            self.table = table
            self.column = column
            self.value = value
            self.read = read
        }
    }

    static let readTitle: @Sendable (SQLiteLibraryStore) throws -> Void = { _ = try $0.title(TitleID(1)) }
    static let readReader: @Sendable (SQLiteLibraryStore) throws -> Void = { _ = try $0.reader(Samples.ticket("T1")) }

    static let damages: [Damage] = [
        Damage("loans", "due_on", "скоро", read: readReader),
        Damage("loans", "issued_at", "вчера", read: readReader),
        Damage("loans", "renewals", "много", read: { _ = try $0.overdueLoans(asOf: Samples.start.adding(days: 90), page: PageRequest()) }),
        Damage("readers", "registered_on", "2024-13-45", read: readReader),
        Damage("readers", "birth", "давно", read: readReader),
        Damage("readers", "gender", "unknown", read: readReader),
        Damage("readers", "email", "ivanov-at-example", read: readReader),
        Damage("readers", "updated_at", "2024-01-15", read: { _ = try $0.listReaders(ReaderQuery()) }),
        Damage("copies", "received_on", "вчера", read: readTitle),
        Damage("copies", "status", "misplaced", read: { _ = try $0.copy(Samples.inventory("1")) }),
        Damage("copies", "price_kopecks", "дёшево", read: readTitle),
        Damage("titles", "isbn", "978-0-00-000000-1", read: readTitle),
        Damage("titles", "year", "тысяча девятьсот", read: { _ = try $0.listTitles(CatalogQuery()) }),
        Damage("titles", "created_at", "2024-01-15", read: readTitle),
        Damage("accounts", "role", "superuser", read: { _ = try $0.accounts() }),
        Damage("settings", "value", "{\"loanPolicy\": \"long\"}", read: { _ = try $0.settings() }),
        Damage("settings", "value", "{not json", read: { _ = try $0.settings() }),
    ]

    private func library() throws -> SQLiteLibraryStore {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let store = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2")])
        _ = try store.addReader(Samples.reader("T1", phone: "111-11-11"))
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("T1"), dueOn: nil)
        _ = try store.addAccount(username: "desk", displayName: "Абонемент", role: .circulation, passwordHash: "-")
        var settings = LibrarySettings()
        settings.operatorName = "ИВАНОВА"
        try store.saveSettings(settings)
        return store
    }

    @Test(arguments: damages)
    func aDamagedValueIsReportedByTableAndColumn(_ damage: Damage) throws {
        let store = try library()
        let raw = try SQLiteConnection(path: store.database.path, readOnly: false)
        // The damage a broken tool could do: no CHECK constraint stops it.
        try raw.execute("PRAGMA ignore_check_constraints = ON")
        try raw.execute(damage.sql)
        #expect(raw.changes > 0, "nothing was damaged")
        let error = try #require(throws: StoreError.self) { try damage.read(store) }
        #expect(error == .unreadableData(table: damage.table, column: damage.column))
        #expect(error.kind == .unavailable)
        for text in [error.message.russian, error.message.english] {
            #expect(text.contains(damage.table) && text.contains(damage.column))
            #expect(!text.contains(damage.value))
        }
    }

    @Test func soundRowsStillRead() throws {
        let store = try library()
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
