import Foundation
import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    private static let accountColumns = "a.id, a.username, a.display_name, a.role, a.disabled, a.created_at"

    private static func decodeAccount(_ row: PostgresRow, from offset: Int32 = 0) -> Account {
        Account(id: row.int64(offset), username: row.text(offset + 1), displayName: row.text(offset + 2),
                role: Role(rawValue: row.text(offset + 3)) ?? .circulation, disabled: row.bool(offset + 4),
                createdAt: Date(storedSeconds: row.int64(offset + 5)))
    }

    public func accountCount() throws -> Int {
        try read { db in try db.queryFirst("SELECT count(*) FROM accounts") { $0.int(0) } ?? 0 }
    }

    public func addAccount(username: String, displayName: String, role: Role, passwordHash: String) throws -> Account {
        try write { db in
            do {
                try db.run("""
                    INSERT INTO accounts (username, display_name, role, password_hash, created_at, updated_at)
                    VALUES ($1, $2, $3, $4, $5, $5)
                    """, username, displayName, role.rawValue, passwordHash, nowSeconds)
            } catch let error as PostgresError where error.isUniqueViolation("accounts_username_unique") {
                throw AccountError.usernameTaken(username)
            }
            return try accountRow(db, username).account
        }
    }

    public func account(username: String) throws -> (account: Account, passwordHash: String) {
        try read { db in try accountRow(db, username) }
    }

    public func accounts() throws -> [Account] {
        try read { db in
            try db.query("SELECT \(Self.accountColumns) FROM accounts a ORDER BY lower(a.username)") { Self.decodeAccount($0) }
        }
    }

    public func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?) throws -> Account {
        try write { db in
            let current = try accountRow(db, username, lock: true).account
            let losesAdministration = current.role == .administrator && !current.disabled
                && ((role != nil && role != .administrator) || disabled == true)
            if losesAdministration { try requireAnotherAdministrator(db, than: current.id) }
            try db.run("UPDATE accounts SET role = $1, display_name = $2, disabled = $3, updated_at = $4 WHERE id = $5",
                       (role ?? current.role).rawValue, displayName ?? current.displayName, disabled ?? current.disabled,
                       nowSeconds, current.id)
            if disabled == true { try db.run("DELETE FROM sessions WHERE account_id = $1", current.id) }
            return try accountRow(db, username).account
        }
    }

    public func setPasswordHash(username: String, passwordHash: String) throws {
        try write { db in
            let current = try accountRow(db, username, lock: true).account
            try db.run("UPDATE accounts SET password_hash = $1, updated_at = $2 WHERE id = $3", passwordHash, nowSeconds, current.id)
            try db.run("DELETE FROM sessions WHERE account_id = $1", current.id)
        }
    }

    public func deleteAccount(username: String) throws {
        try write { db in
            let current = try accountRow(db, username, lock: true).account
            if current.role == .administrator && !current.disabled { try requireAnotherAdministrator(db, than: current.id) }
            try db.run("DELETE FROM accounts WHERE id = $1", current.id)
        }
    }

    public func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date) throws {
        try write { db in
            try db.run("DELETE FROM sessions WHERE expires_at < $1", nowSeconds)
            try db.run("INSERT INTO sessions (token_digest, account_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
                       tokenDigest, accountID, csrfToken, nowSeconds, Int64(expiresAt.timeIntervalSince1970))
        }
    }

    public func session(tokenDigest: String) throws -> SessionRecord? {
        try read { db in
            try db.queryFirst("""
                SELECT \(Self.accountColumns), s.csrf_token, s.expires_at FROM sessions s JOIN accounts a ON a.id = s.account_id
                WHERE s.token_digest = $1 AND s.expires_at >= $2 AND NOT a.disabled
                """, tokenDigest, nowSeconds) { row in
                SessionRecord(account: Self.decodeAccount(row), csrfToken: row.text(6), expiresAt: Date(storedSeconds: row.int64(7)))
            }
        }
    }

    public func deleteSession(tokenDigest: String) throws {
        try write { db in try db.run("DELETE FROM sessions WHERE token_digest = $1", tokenDigest) }
    }

    public func addAPIToken(username: String, name: String, tokenDigest: String) throws -> APITokenRecord {
        try write { db in
            let owner = try accountRow(db, username).account
            let now = nowSeconds
            let id = try db.queryFirst("""
                INSERT INTO api_tokens (token_digest, account_id, name, created_at) VALUES ($1, $2, $3, $4) RETURNING id
                """, tokenDigest, owner.id, name, now) { $0.int64(0) } ?? 0
            return APITokenRecord(id: id, username: owner.username, name: name,
                                  createdAt: Date(storedSeconds: now), lastUsedAt: nil, revoked: false)
        }
    }

    public func account(apiTokenDigest: String) throws -> Account? {
        let found = try read { db in
            try db.queryFirst("""
                SELECT \(Self.accountColumns), t.id, t.last_used_at FROM api_tokens t JOIN accounts a ON a.id = t.account_id
                WHERE t.token_digest = $1 AND NOT t.revoked AND NOT a.disabled
                """, apiTokenDigest) { row in (Self.decodeAccount(row), row.int64(6), row.optionalInt64(7) ?? 0) }
        }
        guard let found else { return nil }
        if nowSeconds - found.2 > 60 {
            try mapped {
                try database.writeBookkeeping { db in try db.run("UPDATE api_tokens SET last_used_at = $1 WHERE id = $2", nowSeconds, found.1) }
            }
        }
        return found.0
    }

    public func apiTokens(username: String?) throws -> [APITokenRecord] {
        try read { db in
            try db.query("""
                SELECT t.id, a.username, t.name, t.created_at, t.last_used_at, t.revoked FROM api_tokens t
                JOIN accounts a ON a.id = t.account_id WHERE $1::text IS NULL OR lower(a.username) = lower($1 COLLATE "C") ORDER BY t.id
                """, username) { row in
                APITokenRecord(id: row.int64(0), username: row.text(1), name: row.text(2), createdAt: Date(storedSeconds: row.int64(3)),
                               lastUsedAt: row.optionalInt64(4).map(Date.init(storedSeconds:)), revoked: row.bool(5))
            }
        }
    }

    public func revokeAPIToken(id: Int64) throws {
        try write { db in try db.run("UPDATE api_tokens SET revoked = true WHERE id = $1", id) }
    }

    public func appendAudit(_ entry: AuditEntry) throws {
        try write { db in
            try db.run("INSERT INTO audit_log (at, account, action, subject) VALUES ($1, $2, $3, $4)",
                       Int64(entry.at.timeIntervalSince1970), entry.account, entry.action, entry.subject)
        }
    }

    public func auditEntries(page: PageRequest) throws -> Page<AuditEntry> {
        let rows = try read { db in
            try db.query("SELECT at, account, action, subject FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2",
                         page.limit + 1, page.offset) { row in
                AuditEntry(at: Date(storedSeconds: row.int64(0)), account: row.text(1), action: row.text(2), subject: row.text(3))
            }
        }
        return Page(fetched: rows, request: page)
    }

    /// The account with this name (letter case aside) and its password hash; `lock` holds its row.
    private func accountRow(_ db: PostgresConnection, _ username: String, lock: Bool = false) throws -> (account: Account, passwordHash: String) {
        guard let found = try db.queryFirst("""
            SELECT \(Self.accountColumns), a.password_hash FROM accounts a WHERE lower(a.username) = lower($1 COLLATE "C")\(lock ? " FOR UPDATE" : "")
            """, username, map: { (Self.decodeAccount($0), $0.text(6)) }) else {
            throw AccountError.accountNotFound(username)
        }
        return found
    }

    /// Refuses when no other active administrator would remain. The administrators' rows are
    /// locked, so two administrators removing each other at once cannot both succeed.
    private func requireAnotherAdministrator(_ db: PostgresConnection, than id: Int64) throws {
        let others = try db.query("SELECT id FROM accounts WHERE role = 'administrator' AND NOT disabled AND id <> $1 FOR UPDATE", id) {
            $0.int64(0)
        }
        if others.isEmpty { throw AccountError.lastAdministrator }
    }
}
