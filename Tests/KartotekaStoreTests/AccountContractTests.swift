import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

@Suite("Store contract: accounts, sessions, tokens, audit")
struct AccountContractTests {
    @Test(arguments: StoreFactory.all)
    func managesAccountsAndKeepsAnAdministrator(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        #expect(try store.accountCount() == 0)
        let admin = try store.addAccount(username: "admin", displayName: "Администратор", role: .administrator, passwordHash: "h1")
        _ = try store.addAccount(username: "desk", displayName: "Выдача", role: .circulation, passwordHash: "h2")
        #expect(throws: AccountError.usernameTaken("ADMIN")) {
            try store.addAccount(username: "ADMIN", displayName: "", role: .librarian, passwordHash: "x")
        }
        #expect(try store.account(username: "Admin").account.id == admin.id)
        // A Cyrillic name too is one name whatever its letters' case.
        let librarian = try store.addAccount(username: "Иванова", displayName: "", role: .librarian, passwordHash: "h3")
        #expect(try store.account(username: "иванова").account.id == librarian.id)
        #expect(throws: AccountError.usernameTaken("ИВАНОВА")) {
            try store.addAccount(username: "ИВАНОВА", displayName: "", role: .librarian, passwordHash: "x")
        }
        try store.deleteAccount(username: "иВАНОВА")
        #expect(try store.accounts().map(\.username) == ["admin", "desk"])
        #expect(throws: AccountError.lastAdministrator) { try store.updateAccount(username: "admin", role: .librarian, displayName: nil, disabled: nil) }
        #expect(throws: AccountError.lastAdministrator) { try store.deleteAccount(username: "admin") }
        #expect(try store.updateAccount(username: "desk", role: .administrator, displayName: nil, disabled: nil).role == .administrator)
        try store.deleteAccount(username: "admin")
        #expect(throws: AccountError.accountNotFound("admin")) { try store.account(username: "admin") }
    }

    @Test(arguments: StoreFactory.all)
    func failedSignInsAreCountedByNameAndAddressAndForgotten(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for (second, address) in [(0, "10.0.0.1"), (5, "10.0.0.1"), (9, "10.0.0.2"), (20, "10.0.0.1")] {
            try store.recordSignInFailure(name: "admin", address: address, at: start + Double(second), forgettingBefore: start - 900)
        }
        try store.recordSignInFailure(name: "desk", address: "10.0.0.1", at: start + 1, forgettingBefore: start - 900)
        #expect(try store.signInFailures(name: "admin", address: "10.0.0.1", since: start) == [start, start + 5, start + 20])
        #expect(try store.signInFailures(name: "admin", address: "10.0.0.1", since: start + 1) == [start + 5, start + 20])
        // Older failures are forgotten as new ones come.
        try store.recordSignInFailure(name: "admin", address: "10.0.0.1", at: start + 30, forgettingBefore: start + 6)
        #expect(try store.signInFailures(name: "admin", address: "10.0.0.1", since: start - 900) == [start + 20, start + 30])
        #expect(try store.signInFailures(name: "desk", address: "10.0.0.1", since: start - 900).isEmpty)
        // A success forgets one address; an administrator's unlock, every address.
        #expect(try store.forgetSignInFailures(name: "admin", address: "10.0.0.2") == 1)
        try store.recordSignInFailure(name: "admin", address: "10.0.0.3", at: start + 31, forgettingBefore: start)
        #expect(try store.forgetSignInFailures(name: "admin", address: nil) == 3)
        #expect(try store.signInFailures(name: "admin", address: "10.0.0.1", since: start - 900).isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func sessionsExpireAndEndWithAPasswordChange(factory: StoreFactory) throws {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        let account = try store.addAccount(username: "desk", displayName: "", role: .circulation, passwordHash: "h")
        try store.createSession(accountID: account.id, tokenDigest: "d1", csrfToken: "c1", expiresAt: clock.now().addingTimeInterval(3600))
        #expect(try store.session(tokenDigest: "d1")?.csrfToken == "c1")
        #expect(try store.session(tokenDigest: "other") == nil)
        clock.advance(days: 1)
        #expect(try store.session(tokenDigest: "d1") == nil)
        try store.createSession(accountID: account.id, tokenDigest: "d2", csrfToken: "c2", expiresAt: clock.now().addingTimeInterval(3600))
        try store.setPasswordHash(username: "desk", passwordHash: "new")
        #expect(try store.session(tokenDigest: "d2") == nil)
        #expect(try store.account(username: "desk").passwordHash == "new")
    }

    @Test(arguments: StoreFactory.all)
    func apiTokensAuthenticateUntilRevoked(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addAccount(username: "sync", displayName: "", role: .librarian, passwordHash: "h")
        let token = try store.addAPIToken(username: "sync", name: "IRBIS", tokenDigest: "t1")
        #expect(try store.account(apiTokenDigest: "t1")?.username == "sync")
        #expect(try store.apiTokens(username: nil).map(\.name) == ["IRBIS"])
        try store.revokeAPIToken(id: token.id)
        #expect(try store.account(apiTokenDigest: "t1") == nil)
        _ = try store.updateAccount(username: "sync", role: nil, displayName: nil, disabled: true)
        _ = try store.addAPIToken(username: "sync", name: "again", tokenDigest: "t2")
        #expect(try store.account(apiTokenDigest: "t2") == nil)
    }

    @Test(arguments: StoreFactory.all)
    func keepsTheAuditLogNewestFirst(factory: StoreFactory) throws {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        try store.appendAudit(AuditEntry(at: clock.now(), account: "desk", action: "POST /api/v1/loans", subject: "copy 12345"))
        clock.advance(days: 1)
        try store.appendAudit(AuditEntry(at: clock.now(), account: "desk", action: "POST /copies/:inventory/return", subject: "/copies/12345/return"))
        let page = try store.auditEntries(page: PageRequest(limit: 1))
        #expect(page.items.map(\.action) == ["POST /copies/:inventory/return"])
        #expect(page.hasMore)
    }
}
