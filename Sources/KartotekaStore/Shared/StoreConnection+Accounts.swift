import Foundation
import KartotekaCore

/// Accounts, sessions, API tokens and the audit log, the same for both stores. Flags are compared
/// as `NOT flag`, which both read alike (SQLite keeps 0 and 1, PostgreSQL booleans).
extension StoreConnection {
    /// The account with this name (letter case aside) and its password hash; `lock` holds its row.
    package func accountRow(_ username: String, lock: Bool = false) throws -> (account: Account, passwordHash: String) {
        guard let found = try first("""
            SELECT \(AccountColumns.select), a.password_hash FROM accounts a
            WHERE \(Self.caseless("a.username", equals: Self.p(1)))\(Self.lockClause(lock))
            """, try storedUsername(matching: username) ?? username, map: { (try AccountColumns.decode($0), $0.text(AccountColumns.count)) }) else {
            throw AccountError.accountNotFound(username)
        }
        return found
    }

    /// The stored login name a name with letters beyond ASCII stands for, letter case aside
    /// (`иванова` for `Иванова`): both databases fold ASCII letters only, so such a name is
    /// matched here. `nil`: an ASCII name, or none matches.
    private func storedUsername(matching typed: String) throws -> String? {
        guard typed.unicodeScalars.contains(where: { !$0.isASCII }) else { return nil }
        let key = typed.precomposedStringWithCanonicalMapping.lowercased()
        return try query("SELECT username FROM accounts", values: []) { $0.text(0) }
            .first { $0.precomposedStringWithCanonicalMapping.lowercased() == key }
    }

    /// Adds an account; throws ``AccountError/usernameTaken(_:)`` when another has the name
    /// (letter case aside).
    package func addAccount(username: String, displayName: String, role: Role, passwordHash: String, now: Int64) throws -> Account {
        if try storedUsername(matching: username) != nil { throw AccountError.usernameTaken(username) }
        do {
            _ = try change("""
                INSERT INTO accounts (username, display_name, role, password_hash, created_at, updated_at)
                VALUES (\(Self.parameters(5)), \(Self.p(5)))
                """, values: [username, displayName, role.rawValue, passwordHash, now])
        } catch where Self.constraintFailure(error) == .usernameTaken {
            throw AccountError.usernameTaken(username)
        }
        return try accountRow(username).account
    }

    /// Every account, by name.
    package func accounts() throws -> [Account] {
        try query("SELECT \(AccountColumns.select) FROM accounts a ORDER BY \(Self.caseless("a.username"))", values: []) {
            try AccountColumns.decode($0)
        }
    }

    /// Changes an account; the last active administrator keeps the role and stays enabled.
    package func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?, now: Int64) throws -> Account {
        let current = try accountRow(username, lock: true).account
        let losesAdministration = current.role == .administrator && !current.disabled
            && ((role != nil && role != .administrator) || disabled == true)
        if losesAdministration { try requireAnotherAdministrator(than: current.id) }
        _ = try change("""
            UPDATE accounts SET role = \(Self.p(1)), display_name = \(Self.p(2)), disabled = \(Self.p(3)), updated_at = \(Self.p(4))
            WHERE id = \(Self.p(5))
            """, values: [(role ?? current.role).rawValue, displayName ?? current.displayName, disabled ?? current.disabled, now, current.id])
        if disabled == true { _ = try change("DELETE FROM sessions WHERE account_id = \(Self.p(1))", values: [current.id]) }
        return try accountRow(username).account
    }

    /// Replaces a password hash and ends the account's sessions.
    package func setPasswordHash(username: String, passwordHash: String, now: Int64) throws {
        let current = try accountRow(username, lock: true).account
        _ = try change("UPDATE accounts SET password_hash = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [passwordHash, now, current.id])
        _ = try change("DELETE FROM sessions WHERE account_id = \(Self.p(1))", values: [current.id])
    }

    /// Deletes an account that is not the last active administrator.
    package func deleteAccount(username: String) throws {
        let current = try accountRow(username, lock: true).account
        if current.role == .administrator && !current.disabled { try requireAnotherAdministrator(than: current.id) }
        _ = try change("DELETE FROM accounts WHERE id = \(Self.p(1))", values: [current.id])
    }

    /// Refuses when no other active administrator would remain. The administrators' rows are
    /// locked where the database locks rows, so two removing each other at once cannot both win.
    private func requireAnotherAdministrator(than id: Int64) throws {
        let others = try query("""
            SELECT id FROM accounts WHERE role = 'administrator' AND NOT disabled AND id <> \(Self.p(1))\(Self.rowLock)
            """, values: [id]) { try $0.int64(0) }
        if others.isEmpty { throw AccountError.lastAdministrator }
    }

    /// Starts a session at a branch's desk (`nil`: the account's own), dropping expired ones.
    package func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date, branch: BranchCode?,
                               now: Int64) throws {
        let desk = try branch.map { try self.branchID($0).rawValue }
        _ = try change("DELETE FROM sessions WHERE expires_at < \(Self.p(1))", values: [now])
        _ = try change("""
            INSERT INTO sessions (token_digest, account_id, csrf_token, created_at, expires_at, branch_id) VALUES (\(Self.parameters(6)))
            """, values: [tokenDigest, accountID, csrfToken, now, Int64(expiresAt.timeIntervalSince1970), desk])
    }

    /// Sets the branch an account works at (`nil`: the main one).
    package func setAccountBranch(username: String, branch: BranchCode?, now: Int64) throws -> Account {
        let account = try accountRow(username).account
        let desk = try branch.map { try self.branchID($0).rawValue }
        _ = try change("UPDATE accounts SET branch_id = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [desk, now, account.id])
        return try accountRow(username).account
    }

    /// The live session with this token digest, of an enabled account.
    package func session(tokenDigest: String, now: Int64) throws -> SessionRecord? {
        try first("""
            SELECT \(AccountColumns.select), s.csrf_token, s.expires_at, (SELECT code FROM branches WHERE id = s.branch_id)
            FROM sessions s JOIN accounts a ON a.id = s.account_id
            WHERE s.token_digest = \(Self.p(1)) AND s.expires_at >= \(Self.p(2)) AND NOT a.disabled
            """, tokenDigest, now) { row in
            SessionRecord(account: try AccountColumns.decode(row), csrfToken: row.text(AccountColumns.count),
                          expiresAt: Date(storedSeconds: try row.int64(AccountColumns.count + 1)),
                          branch: row.optionalText(AccountColumns.count + 2).map(BranchCode.init(unchecked:)))
        }
    }

    /// The enabled account an unrevoked token belongs to, with the token's id and when it was last used.
    package func account(apiTokenDigest: String) throws -> (account: Account, tokenID: Int64, lastUsed: Int64)? {
        try first("""
            SELECT \(AccountColumns.select), t.id, t.last_used_at FROM api_tokens t JOIN accounts a ON a.id = t.account_id
            WHERE t.token_digest = \(Self.p(1)) AND NOT t.revoked AND NOT a.disabled
            """, apiTokenDigest) { row in
            (try AccountColumns.decode(row), try row.int64(AccountColumns.count), try row.optionalInt64(AccountColumns.count + 1) ?? 0)
        }
    }

    /// Records a new API token for an account.
    package func addAPIToken(username: String, name: String, tokenDigest: String, now: Int64) throws -> APITokenRecord {
        let owner = try accountRow(username).account
        let id = try first("""
            INSERT INTO api_tokens (token_digest, account_id, name, created_at) VALUES (\(Self.parameters(4))) RETURNING id
            """, tokenDigest, owner.id, name, now) { try $0.int64(0) }
        guard let id else { throw StoreError.internalFailure("the new token's id did not come back") }
        return APITokenRecord(id: id, username: owner.username, name: name, createdAt: Date(storedSeconds: now), lastUsedAt: nil, revoked: false)
    }

    /// Notes when a token was last used.
    package func noteUse(ofAPIToken id: Int64, now: Int64) throws {
        _ = try change("UPDATE api_tokens SET last_used_at = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [now, id])
    }

    /// Revokes a token; throws ``AccountError/tokenNotFound(_:)`` for an id no token has.
    package func revokeAPIToken(id: Int64) throws {
        guard try change("UPDATE api_tokens SET revoked = TRUE WHERE id = \(Self.p(1))", values: [id]) == 1 else {
            throw AccountError.tokenNotFound(id)
        }
    }

    /// Ends a session.
    package func deleteSession(tokenDigest: String) throws {
        _ = try change("DELETE FROM sessions WHERE token_digest = \(Self.p(1))", values: [tokenDigest])
    }

    /// API tokens, of one account (letter case aside) or all, oldest first.
    package func apiTokens(username: String?) throws -> [APITokenRecord] {
        let filter = username == nil ? "" : "WHERE " + Self.caseless("a.username", equals: Self.p(1))
        return try query("""
            SELECT t.id, a.username, t.name, t.created_at, t.last_used_at, t.revoked FROM api_tokens t
            JOIN accounts a ON a.id = t.account_id \(filter) ORDER BY t.id
            """, values: username.map { [$0] } ?? []) { row in
            APITokenRecord(id: try row.int64(0), username: row.text(1), name: row.text(2), createdAt: Date(storedSeconds: try row.int64(3)),
                           lastUsedAt: try row.optionalInt64(4).map(Date.init(storedSeconds:)), revoked: try row.bool(5))
        }
    }

    /// Adds a line to the audit log (sent with the transaction's commit, where the database can).
    package func appendAudit(_ entry: AuditEntry) throws {
        try enqueue("INSERT INTO audit_log (at, account, action, subject) VALUES (\(Self.parameters(4)))",
                       values: [Int64(entry.at.timeIntervalSince1970), entry.account, entry.action, entry.subject])
    }

    /// A page of the audit log, newest first (one more line than asked, to tell whether more follow).
    package func auditEntries(page: PageRequest) throws -> [AuditEntry] {
        try query("SELECT at, account, action, subject FROM audit_log ORDER BY id DESC LIMIT \(Self.p(1)) OFFSET \(Self.p(2))",
                  values: [page.limit + 1, page.offset]) { row in
            AuditEntry(at: Date(storedSeconds: try row.int64(0)), account: row.text(1), action: row.text(2), subject: row.text(3))
        }
    }
}
