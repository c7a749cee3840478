extension Migrations {
    /// Staff accounts, sessions, API tokens and the audit log.
    static let v2Accounts = Migration(version: 2, name: "accounts", sql: """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            username TEXT NOT NULL UNIQUE COLLATE NOCASE,
            display_name TEXT NOT NULL DEFAULT '',
            role TEXT NOT NULL CHECK (role IN ('administrator', 'librarian', 'circulation')),
            password_hash TEXT NOT NULL,
            disabled INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );

        CREATE TABLE sessions (
            token_digest TEXT PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            csrf_token TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL
        );
        CREATE INDEX sessions_account ON sessions (account_id);

        CREATE TABLE api_tokens (
            id INTEGER PRIMARY KEY,
            token_digest TEXT NOT NULL UNIQUE,
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            last_used_at INTEGER,
            revoked INTEGER NOT NULL DEFAULT 0
        );

        CREATE TABLE audit_log (
            id INTEGER PRIMARY KEY,
            at INTEGER NOT NULL,
            account TEXT NOT NULL,
            action TEXT NOT NULL,
            subject TEXT NOT NULL
        );
        CREATE INDEX audit_log_at ON audit_log (at);
        """)
}
