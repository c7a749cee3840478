import Foundation
import KartotekaCore

extension SQLLibraryStore {
    public func accountCount() throws -> Int {
        try read { db in try db.first("SELECT count(*) FROM accounts") { try $0.int(0) } ?? 0 }
    }

    public func addAccount(username: String, displayName: String, role: Role, passwordHash: String) throws -> Account {
        try write { db in
            try db.addAccount(username: username, displayName: displayName, role: role, passwordHash: passwordHash, now: nowSeconds)
        }
    }

    public func account(username: String) throws -> (account: Account, passwordHash: String) {
        try read { db in try db.accountRow(username) }
    }

    public func accounts() throws -> [Account] {
        try read { db in try db.accounts() }
    }

    public func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?) throws -> Account {
        try write { db in try db.updateAccount(username: username, role: role, displayName: displayName, disabled: disabled, now: nowSeconds) }
    }

    public func setPasswordHash(username: String, passwordHash: String) throws {
        try write { db in try db.setPasswordHash(username: username, passwordHash: passwordHash, now: nowSeconds) }
    }

    public func deleteAccount(username: String) throws {
        try write { db in try db.deleteAccount(username: username) }
    }

    public func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date, branch: BranchCode?) throws {
        try write { db in
            try db.createSession(accountID: accountID, tokenDigest: tokenDigest, csrfToken: csrfToken, expiresAt: expiresAt, branch: branch,
                                 now: nowSeconds)
        }
    }

    public func setAccountBranch(username: String, branch: BranchCode?) throws -> Account {
        try write { db in try db.setAccountBranch(username: username, branch: branch, now: nowSeconds) }
    }

    public func session(tokenDigest: String) throws -> SessionRecord? {
        try read { db in try db.session(tokenDigest: tokenDigest, now: nowSeconds) }
    }

    public func deleteSession(tokenDigest: String) throws {
        try write { db in try db.deleteSession(tokenDigest: tokenDigest) }
    }

    public func addAPIToken(username: String, name: String, tokenDigest: String) throws -> APITokenRecord {
        try write { db in try db.addAPIToken(username: username, name: name, tokenDigest: tokenDigest, now: nowSeconds) }
    }

    public func account(apiTokenDigest: String) throws -> Account? {
        guard let found = try readOneStatement({ db in try db.account(apiTokenDigest: apiTokenDigest) }) else { return nil }
        if nowSeconds - found.lastUsed > 60 {
            try writeBookkeeping { db in try db.noteUse(ofAPIToken: found.tokenID, now: nowSeconds) }
        }
        return found.account
    }

    public func apiTokens(username: String?) throws -> [APITokenRecord] {
        try read { db in try db.apiTokens(username: username) }
    }

    public func revokeAPIToken(id: Int64) throws {
        try write { db in try db.revokeAPIToken(id: id) }
    }

    public func appendAudit(_ entry: AuditEntry) throws {
        try write { db in try db.appendAudit(entry) }
    }

    public func auditEntries(page: PageRequest) throws -> Page<AuditEntry> {
        Page(fetched: try read { db in try db.auditEntries(page: page) }, request: page)
    }
}
