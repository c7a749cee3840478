extension PostgresError {
    /// What went wrong, as far as the store cares.
    enum Kind: Sendable, Equatable {
        /// The server refused or failed a statement; see ``PostgresError/sqlState``.
        case statement
        /// The connection broke while in use (the server stopped or the network went down).
        case connectionLost
        /// A new connection could not be made.
        case connectionFailed(ConnectionFailure)
        /// A value cannot be sent as text (it holds a NUL character).
        case unsendableValue
    }

    /// Why a new connection could not be made, told by the SQLSTATE of the server's refusal (the
    /// user and database names are libpq's, as it connected).
    enum ConnectionFailure: Sendable, Equatable {
        /// Nothing answers at the address, or the server is starting or stopping.
        case unreachable
        /// libpq cannot use the URL's parameters.
        case badParameters
        /// The server asks for a password and none was given.
        case passwordMissing(user: String)
        /// The server did not accept the password (28P01).
        case wrongPassword(user: String)
        /// The server does not let the account into the database (28000, 42501).
        case accountRefused(user: String)
        /// The database does not exist (3D000).
        case noSuchDatabase(name: String, user: String)
        /// The server has no connection to spare (53300).
        case tooManyConnections
        /// Any other refusal.
        case refused
    }

    var description: String {
        switch kind {
        case .statement:
            "PostgreSQL error \(sqlState ?? "without SQLSTATE")" + (constraint.map { " (constraint \($0))" } ?? "")
        case .connectionLost:
            "PostgreSQL connection lost" + (sqlState.map { " (\($0))" } ?? "")
        case .connectionFailed(.unreachable): "PostgreSQL server not reachable"
        case .connectionFailed(.badParameters): "PostgreSQL connection parameters not usable"
        case .connectionFailed(.passwordMissing): "PostgreSQL server asks for a password and none was given"
        case .connectionFailed(.wrongPassword): "PostgreSQL server refused the password"
        case .connectionFailed(.accountRefused): "PostgreSQL server refused the account"
        case .connectionFailed(.noSuchDatabase): "PostgreSQL database does not exist"
        case .connectionFailed(.tooManyConnections): "PostgreSQL server has no connection to spare"
        case .connectionFailed(.refused): "PostgreSQL server refused the connection"
        case .unsendableValue:
            "a text value holds a NUL character, which PostgreSQL text cannot hold"
        }
    }

    /// Whether a UNIQUE constraint or unique index with this name failed.
    func isUniqueViolation(_ name: String) -> Bool {
        sqlState == "23505" && constraint == name
    }

    /// Whether a rule of the schema with this name refused the change (a trigger's check).
    func isRuleViolation(_ name: String) -> Bool {
        sqlState == "23514" && constraint == name
    }

    /// Whether running the transaction again may succeed (a deadlock or serialisation failure).
    var isRetryable: Bool {
        sqlState == "40001" || sqlState == "40P01"
    }

    /// Whether the server means the connection cannot go on: class 08 (connection exception) or
    /// an administrator's or crash shutdown (57P01–57P03).
    static func endsConnection(_ sqlState: String?) -> Bool {
        guard let sqlState else { return false }
        return sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(sqlState)
    }
}
