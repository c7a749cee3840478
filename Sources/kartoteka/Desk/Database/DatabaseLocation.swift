import KartotekaPostgres
import KartotekaStore

/// Which store a `database` value (`--db`, `KARTOTEKA_DB`, `database =` in the configuration
/// file) means — decided here and nowhere else: a URL (`scheme://…`) is a PostgreSQL database when
/// its scheme is `postgresql` or `postgres`, and refused when it is any other; anything else is the
/// path of an SQLite file.
enum DatabaseLocation: Sendable, Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database, by its URL as given (it may hold the password).
    case postgres(url: String)

    /// The location a value names; throws ``DatabaseAccessError/unsupportedAddress(scheme:)`` for
    /// a URL of another kind.
    init(_ value: String) throws(DatabaseAccessError) {
        guard let scheme = Self.scheme(of: value) else {
            self = .sqlite(path: value)
            return
        }
        guard ["postgresql", "postgres"].contains(scheme.lowercased()) else { throw .unsupportedAddress(scheme: scheme) }
        self = .postgres(url: value)
    }

    /// How messages and commands to type name it: the path, or the URL without its password.
    var shown: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): PostgresLibraryStore.shownAddress(url)
        }
    }

    /// How messages name a value that may not be a location at all.
    static func shown(_ value: String) -> String {
        (try? DatabaseLocation(value).shown) ?? (scheme(of: value).map { "\($0)://…" } ?? value)
    }

    /// The scheme of a URL (`postgresql` in `postgresql://…`); `nil` for a file path.
    private static func scheme(of value: String) -> String? {
        guard let end = value.range(of: "://")?.lowerBound else { return nil }
        let scheme = value[..<end]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return String(scheme)
    }
}
