import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
@testable import KartotekaPostgres
@testable import KartotekaStore

/// Every column of both databases is described once: an entity's columns by its field table
/// (``TitleFields``, ``CopyFields``, ``ReaderFields``) with the columns no field names, the other
/// tables' by ``StoredTable``, the search index's by each dialect — so that a column nothing
/// describes (which `kartoteka migrate` would leave behind without a word) fails here.
@Suite("Schema coverage")
struct SchemaCoverageTests {
    /// A column as a database describes it.
    struct RealColumn: Hashable {
        let name: String
        let type: String
        /// The default's expression, if it has one.
        let defaultValue: String?
    }

    /// The columns a database has, by table.
    typealias Schema = [String: [RealColumn]]

    /// What a dialect adds beside the described tables: its search index's tables and columns.
    struct Dialect: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () throws -> any SQLLibraryStore
        let schema: @Sendable (any SQLLibraryStore) throws -> Schema
        let searchTables: [String]
        let searchColumns: [String: [String]]
        /// A column type's name in this database.
        let spelling: @Sendable (SQLType) -> String

        var testDescription: String { name }

        static let sqlite = Dialect(
            name: "SQLite", make: { try StoreFactory.sqlite.make(Samples.clock()) as! SQLiteLibraryStore },
            schema: { try SchemaCoverageTests.schema(of: $0, """
                SELECT m.name, p.name, upper(p.type), p.dflt_value FROM sqlite_master m JOIN pragma_table_info(m.name) p
                WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid
                """) },
            searchTables: SQLiteSearchIndex.tables, searchColumns: [:],
            spelling: { type in
                switch type {
                case .text, .day: "TEXT"
                case .integer, .bigInteger, .flag: "INTEGER"
                }
            })

        static let postgres = Dialect(
            name: "PostgreSQL", make: { try StoreFactory.postgres.make(Samples.clock()) as! PostgresLibraryStore },
            schema: { try SchemaCoverageTests.schema(of: $0, """
                SELECT table_name, column_name, data_type, column_default FROM information_schema.columns
                WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position
                """) },
            searchTables: [], searchColumns: PostgresSearchIndex.rowColumns,
            spelling: { type in
                switch type {
                case .text: "text"
                case .integer: "integer"
                case .bigInteger: "bigint"
                case .day: "date"
                case .flag: "boolean"
                }
            })
    }

    /// A table's described columns: its name and, where the description says it, its type.
    typealias Described = [String: [(name: String, type: SQLType?)]]

    /// What the code describes: every copied table's columns.
    static var described: Described {
        Dictionary(uniqueKeysWithValues: StoredTable.all.map { table in (table.name, table.columns.map { ($0.name, $0.type) }) })
    }

    static func schema(of store: any SQLLibraryStore, _ sql: String) throws -> Schema {
        try read(store, sql).reduce(into: Schema()) { schema, row in
            schema[row[0]!, default: []].append(RealColumn(name: row[1]!, type: row[2]!, defaultValue: row[3]))
        }
    }

    /// The rows of a query of four text columns.
    static func read(_ store: any SQLLibraryStore, _ sql: String) throws -> [[String?]] {
        try read(store.database, sql)
    }

    private static func read<Database: StoreDatabase>(_ database: Database, _ sql: String) throws -> [[String?]] {
        try database.read { db in
            try db.query(sql, values: []) { row in (0..<4).map { row.isNull(Int32($0)) ? nil : row.text(Int32($0)) } }
        }
    }

    /// Where the real schema and the description part: each column no description names, each
    /// described column the database lacks, each type that differs, each table nobody describes.
    static func differences(_ real: Schema, _ described: Described, dialect: Dialect) -> [String] {
        var found: [String] = []
        for (table, columns) in described {
            guard let realColumns = real[table] else {
                found.append("\(table): described, but not in the database")
                continue
            }
            let names = Set(columns.map(\.name)).union(dialect.searchColumns[table] ?? [])
            for column in realColumns where !names.contains(column.name) {
                found.append("\(table).\(column.name): in the database, but in no field table and no list of other columns")
            }
            for column in columns {
                guard let realColumn = realColumns.first(where: { $0.name == column.name }) else {
                    found.append("\(table).\(column.name): described, but not in the database")
                    continue
                }
                if let type = column.type, realColumn.type != dialect.spelling(type) {
                    found.append("\(table).\(column.name): \(realColumn.type) in the database, \(dialect.spelling(type)) described")
                }
            }
        }
        let search = dialect.searchTables
        for table in real.keys where described[table] == nil && StoredTable.notCopied[table] == nil
            && !search.contains(where: { table == $0 || table.hasPrefix($0 + "_") }) {
            found.append("\(table): in the database, but neither copied nor listed as not copied")
        }
        return found.sorted()
    }

    @Test("the real columns are the field tables and the columns listed once", arguments: [Dialect.sqlite, .postgres])
    func theRealColumnsAreTheDescribedOnes(dialect: Dialect) throws {
        let store = try dialect.make()
        let differences = Self.differences(try dialect.schema(store), Self.described, dialect: dialect)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test("a column left out of a field table is found", arguments: [Dialect.sqlite, .postgres])
    func aColumnLeftOutOfAFieldTableIsFound(dialect: Dialect) throws {
        let real = try dialect.schema(try dialect.make())
        var described = Self.described
        // The titles as a table without its UDC would describe them.
        described["titles"] = described["titles"]!.filter { $0.name != "udc" }
        #expect(Self.differences(real, described, dialect: dialect)
                == ["titles.udc: in the database, but in no field table and no list of other columns"])
        // A field whose column the database lacks, and one of another type.
        described["titles"]! += [("series_volume", .text)]
        described["copies"] = described["copies"]!.map { $0.name == "barcode" ? ($0.name, SQLType.integer) : $0 }
        let found = Self.differences(real, described, dialect: dialect)
        #expect(found.contains("titles.series_volume: described, but not in the database"))
        #expect(found.contains { $0.hasPrefix("copies.barcode: ") })
    }

    @Test func everyEntityTableIsItsFieldTableAndTheColumnsNoFieldNames() {
        let fields = { (table: StoredTable) in table.columns.filter { $0.type != nil }.map(\.name) }
        #expect(fields(.titles).filter { !["id", "created_at", "updated_at", "sort_key", "title_key"].contains($0) }
                == TitleFields.all.flatMap(\.columns).map(\.name))
        #expect(StoredTable.copies.columns.map(\.name).dropFirst(2).prefix(CopyColumns.contentCount) == ArraySlice(CopyColumns.fields))
        #expect(StoredTable.readers.columns.map(\.name).dropFirst().prefix(ReaderColumns.fields.count) == ArraySlice(ReaderColumns.fields))
    }
}
