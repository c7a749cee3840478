/// What a database's `schema_migrations` table is: none, Kartoteka's, or another program's of
/// the same name (golang-migrate keeps `version bigint, dirty boolean` there, Rails `version
/// varchar`). Kartoteka's is recognised by its exact shape — the columns `version`, `name` and
/// `applied_at`, in that order, of the types each database gives them — so another program's is
/// never read as a schema version.
package enum MigrationsTable: Sendable, Equatable {
    /// The database has no `schema_migrations`.
    case absent
    /// Kartoteka's own.
    case kartoteka
    /// Another program's table of that name.
    case foreign

    /// The table whose columns (`name type`, in order; none when there is no table) are
    /// `columns`, where Kartoteka's are `kartoteka`.
    package static func classify(_ columns: [String], kartoteka: [String]) -> MigrationsTable {
        if columns.isEmpty { return .absent }
        return columns == kartoteka ? .kartoteka : .foreign
    }
}
