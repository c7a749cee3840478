import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    private static let accountColumns = "a.id, a.username, a.display_name, a.role, a.disabled, a.created_at"

    private static func decodeAccount(_ row: SQLiteRow, from offset: Int32 = 0) throws(StoreError) -> Account {
        Account(id: try row.int64(offset), username: row.text(offset + 1), displayName: row.text(offset + 2),
                role: try row.parsed(offset + 3, Role.init(rawValue:)), disabled: try row.int(offset + 4) != 0,
                createdAt: try row.instant(offset + 5))
    }

    public func accountCount() throws -> Int {
        try read { db in try db.query("SELECT count(*) FROM accounts") { try $0.int(0) }.first ?? 0 }
    }

    public func addAccount(username: String, displayName: String, role: Role, passwordHash: String) throws -> Account {
        try write { db in
            do {
                try db.run("""
                    INSERT INTO accounts (username, display_name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
                    """, username, displayName, role.rawValue, passwordHash, nowSeconds, nowSeconds)
            } catch let error as SQLiteError where error.isUniqueViolation {
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
            try db.query("SELECT \(Self.accountColumns) FROM accounts a ORDER BY a.username COLLATE NOCASE") { try Self.decodeAccount($0) }
        }
    }

    public func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?) throws -> Account {
        try write { db in
            let current = try accountRow(db, username).account
            let losesAdministration = current.role == .administrator && !current.disabled
                && ((role != nil && role != .administrator) || disabled == true)
            if losesAdministration { try requireAnotherAdministrator(db, than: current.id) }
            try db.run("UPDATE accounts SET role = ?, display_name = ?, disabled = ?, updated_at = ? WHERE id = ?",
                       (role ?? current.role).rawValue, displayName ?? current.displayName, disabled ?? current.disabled,
                       nowSeconds, current.id)
            if disabled == true { try db.run("DELETE FROM sessions WHERE account_id = ?", current.id) }
            return try accountRow(db, username).account
        }
    }

    public func setPasswordHash(username: String, passwordHash: String) throws {
        try write { db in
            let current = try accountRow(db, username).account
            try db.run("UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?", passwordHash, nowSeconds, current.id)
            try db.run("DELETE FROM sessions WHERE account_id = ?", current.id)
        }
    }

    public func deleteAccount(username: String) throws {
        try write { db in
            let current = try accountRow(db, username).account
            if current.role == .administrator && !current.disabled { try requireAnotherAdministrator(db, than: current.id) }
            try db.run("DELETE FROM accounts WHERE id = ?", current.id)
        }
    }

    public func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date) throws {
        try write { db in
            try db.run("DELETE FROM sessions WHERE expires_at < ?", nowSeconds)
            try db.run("INSERT INTO sessions (token_digest, account_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
                       tokenDigest, accountID, csrfToken, nowSeconds, Int64(expiresAt.timeIntervalSince1970))
        }
    }

    public func session(tokenDigest: String) throws -> SessionRecord? {
        try read { db in
            try db.queryFirst("""
                SELECT \(Self.accountColumns), s.csrf_token, s.expires_at FROM sessions s JOIN accounts a ON a.id = s.account_id
                WHERE s.token_digest = ? AND s.expires_at >= ? AND a.disabled = 0
                """, tokenDigest, nowSeconds) { row in
                SessionRecord(account: try Self.decodeAccount(row), csrfToken: row.text(6), expiresAt: try row.instant(7))
            }
        }
    }

    public func deleteSession(tokenDigest: String) throws {
        try write { db in try db.run("DELETE FROM sessions WHERE token_digest = ?", tokenDigest) }
    }

    public func addAPIToken(username: String, name: String, tokenDigest: String) throws -> APITokenRecord {
        try write { db in
            let owner = try accountRow(db, username).account
            try db.run("INSERT INTO api_tokens (token_digest, account_id, name, created_at) VALUES (?, ?, ?, ?)",
                       tokenDigest, owner.id, name, nowSeconds)
            return APITokenRecord(id: db.lastInsertRowID, username: owner.username, name: name,
                                  createdAt: Date(storedSeconds: nowSeconds), lastUsedAt: nil, revoked: false)
        }
    }

    public func account(apiTokenDigest: String) throws -> Account? {
        let found = try read { db in
            try db.queryFirst("""
                SELECT \(Self.accountColumns), t.id, t.last_used_at FROM api_tokens t JOIN accounts a ON a.id = t.account_id
                WHERE t.token_digest = ? AND t.revoked = 0 AND a.disabled = 0
                """, apiTokenDigest) { row in (try Self.decodeAccount(row), try row.int64(6), try row.optionalInt64(7) ?? 0) }
        }
        guard let found else { return nil }
        if nowSeconds - found.2 > 60 {
            try mapped {
                try database.writeBookkeeping { db in try db.run("UPDATE api_tokens SET last_used_at = ? WHERE id = ?", nowSeconds, found.1) }
            }
        }
        return found.0
    }

    public func apiTokens(username: String?) throws -> [APITokenRecord] {
        try read { db in
            try db.query("""
                SELECT t.id, a.username, t.name, t.created_at, t.last_used_at, t.revoked FROM api_tokens t
                JOIN accounts a ON a.id = t.account_id WHERE ?1 IS NULL OR a.username = ?1 COLLATE NOCASE ORDER BY t.id
                """, username) { row in
                APITokenRecord(id: try row.int64(0), username: row.text(1), name: row.text(2), createdAt: try row.instant(3),
                               lastUsedAt: try row.optionalInstant(4), revoked: try row.int(5) != 0)
            }
        }
    }

    public func revokeAPIToken(id: Int64) throws {
        try write { db in try db.run("UPDATE api_tokens SET revoked = 1 WHERE id = ?", id) }
    }

    public func appendAudit(_ entry: AuditEntry) throws {
        try write { db in
            try db.run("INSERT INTO audit_log (at, account, action, subject) VALUES (?, ?, ?, ?)",
                       Int64(entry.at.timeIntervalSince1970), entry.account, entry.action, entry.subject)
        }
    }

    public func auditEntries(page: PageRequest) throws -> Page<AuditEntry> {
        let rows = try read { db in
            try db.query("SELECT at, account, action, subject FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?",
                         page.limit + 1, page.offset) { row in
                AuditEntry(at: try row.instant(0), account: row.text(1), action: row.text(2), subject: row.text(3))
            }
        }
        return Page(fetched: rows, request: page)
    }

    private func accountRow(_ db: SQLiteConnection, _ username: String) throws -> (account: Account, passwordHash: String) {
        guard let found = try db.queryFirst("SELECT \(Self.accountColumns), a.password_hash FROM accounts a WHERE a.username = ? COLLATE NOCASE",
                                            username, map: { (try Self.decodeAccount($0), $0.text(6)) }) else {
            throw AccountError.accountNotFound(username)
        }
        return found
    }

    private func requireAnotherAdministrator(_ db: SQLiteConnection, than id: Int64) throws {
        let others = try db.query("SELECT count(*) FROM accounts WHERE role = 'administrator' AND disabled = 0 AND id != ?", id) {
            try $0.int(0)
        }.first ?? 0
        if others == 0 { throw AccountError.lastAdministrator }
    }
}
