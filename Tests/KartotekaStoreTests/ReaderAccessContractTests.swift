import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Readers' own sign-in, the same on every store: what a librarian sets (a password's hash,
/// codes for readers with an address), one-time codes, the lock after ten wrong codes in a row,
/// sessions that end when the password changes.
@Suite("Store contract: readers' sign-in")
struct ReaderAccessContractTests {
    let ticket = Samples.ticket("000401")
    let noMail = Samples.ticket("000402")

    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addReader(Samples.reader("000401", phone: "+7 900 000-00-01", email: "reader@example.org"))
        _ = try store.addReader(Samples.reader("000402", surname: "Петров", phone: "+7 900 000-00-02"))
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func aLibrarianSetsHowAReaderSignsIn(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        #expect(try store.reader(ticket).access == ReaderAccess())
        #expect(try store.readerCredentials(Samples.ticket("999999")) == nil)
        let set = try store.changeReaderAccess(ticket, passwordHash: .some("hash-1"), codesEnabled: true, unlock: false)
        #expect(set.hasPassword && set.codesEnabled && set.maySignIn)
        #expect(try store.readerCredentials(ticket)?.passwordHash == "hash-1")
        #expect(throws: ReaderAccessError.codesNeedEmail(noMail)) {
            try store.changeReaderAccess(noMail, passwordHash: nil, codesEnabled: true, unlock: false)
        }
        try store.startReaderSession(ticket, tokenDigest: "digest-1", csrfToken: "csrf", expiresAt: Samples.clock().now().addingTimeInterval(60))
        #expect(try store.readerSession(tokenDigest: "digest-1") == ReaderSession(ticketNumber: ticket, csrfToken: "csrf"))
        let removed = try store.changeReaderAccess(ticket, passwordHash: .some(nil), codesEnabled: nil, unlock: false)
        #expect(!removed.hasPassword && removed.codesEnabled)
        #expect(try store.readerSession(tokenDigest: "digest-1") == nil)
        try store.showReaderHistory(ticket, true)
        #expect(try store.reader(ticket).access.historyShown)
    }

    @Test(arguments: StoreFactory.all)
    func tenWrongCodesInARowLockSignInForAWhile(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.changeReaderAccess(ticket, passwordHash: nil, codesEnabled: true, unlock: false)
        try store.keepReaderCode(ticket, digest: "code-digest", expiresAt: clock.now().addingTimeInterval(900))
        let credentials = try #require(try store.readerCredentials(ticket))
        #expect(credentials.codeDigest == "code-digest" && credentials.codeExpiresAt == clock.now().addingTimeInterval(900))
        for _ in 1..<ReaderCodeRules.wrongCodesAllowed { #expect(try store.countWrongCode(ticket) == nil) }
        let until = try #require(try store.countWrongCode(ticket))
        #expect(until == clock.now().addingTimeInterval(ReaderCodeRules.lockout))
        let locked = try #require(try store.readerCredentials(ticket))
        #expect(locked.access.isLocked(at: clock.now()) && locked.codeDigest == nil)
        clock.set(until.addingTimeInterval(1))
        #expect(try store.readerCredentials(ticket)?.access.isLocked(at: clock.now()) == false)
        for _ in 1...ReaderCodeRules.wrongCodesAllowed { _ = try store.countWrongCode(ticket) }
        #expect(try store.reader(ticket).access.lockedUntil != nil)
        _ = try store.changeReaderAccess(ticket, passwordHash: nil, codesEnabled: nil, unlock: true)
        #expect(try store.reader(ticket).access.lockedUntil == nil)
        try store.startReaderSession(ticket, tokenDigest: "digest-2", csrfToken: "c", expiresAt: clock.now().addingTimeInterval(60))
        try store.endReaderSession(tokenDigest: "digest-2")
        #expect(try store.readerSession(tokenDigest: "digest-2") == nil)
    }

    /// A new e-mail address takes the code mailed to the old one, and the sessions of a reader who
    /// signs in by codes; any other change keeps them.
    @Test(arguments: StoreFactory.all)
    func aNewAddressEndsTheCodeMailedToTheOldOne(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.changeReaderAccess(ticket, passwordHash: nil, codesEnabled: true, unlock: false)
        try store.startReaderSession(ticket, tokenDigest: "digest-3", csrfToken: "c", expiresAt: clock.now().addingTimeInterval(600))
        try store.keepReaderCode(ticket, digest: "code-digest", expiresAt: clock.now().addingTimeInterval(900))
        var reader = try store.reader(ticket).record.reader
        reader.workplace = "Школа № 5"
        _ = try store.updateReader(ticket, with: reader)
        let kept = try store.readerCredentials(ticket)
        #expect(kept?.codeDigest == "code-digest", "another change keeps the code: \(String(describing: kept))")
        reader.email = try EmailAddress(validating: "new@example.org")
        _ = try store.updateReader(ticket, with: reader)
        #expect(try store.readerCredentials(ticket)?.codeDigest == nil)
        #expect(try store.readerSession(tokenDigest: "digest-3") == nil)
        // So does a class list that brings a new address.
        try store.keepReaderCode(ticket, digest: "code-2", expiresAt: clock.now().addingTimeInterval(900))
        var pupil = try store.reader(ticket).record.reader
        pupil.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.updateReader(ticket, with: pupil)
        #expect(try store.readerCredentials(ticket)?.codeDigest == "code-2")
        let list = ClassListFile(data: Data("Фамилия;Имя;Класс;Почта;Билет\nИванов;Иван;5А;other@example.org;000401\n".utf8))
        _ = try store.importClassList(list, dryRun: false)
        #expect(try store.readerCredentials(ticket)?.codeDigest == nil, "a class list's new address")
    }
}
