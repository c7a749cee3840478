import Foundation
import Testing
@testable import KartotekaCore

/// The audit log's lines forget their readers with the loans (the anonymiser) or the reader (a
/// deletion): `reader T` becomes `reader —`, and what was done to which copy stays.
@Suite("Audit lines that forget their readers")
struct AuditEntryForgettingTests {
    static func entry(_ subject: String, account: String = "librarian") -> AuditEntry {
        AuditEntry(at: Date(timeIntervalSince1970: 0), account: account, action: "lend", subject: subject)
    }

    @Test(arguments: [
        ("copy 12345 to reader 000123", "copy 12345 to reader —"),
        ("copy 12345 to reader 000123 (due day set by hand)", "copy 12345 to reader — (due day set by hand)"),
        ("hold 3 of title 5 for reader Ш-12/3", "hold 3 of title 5 for reader —"),
        ("reader 000123: history shown", "reader —: history shown"),
        ("set 4 to 5А through reader 7, copies 1, 2", "set 4 to 5А through reader —, copies 1, 2"),
        ("loss 2 of copy 9 by reader 000123.", "loss 2 of copy 9 by reader —."),
        ("0 returned loans, 2 readers destroyed", "0 returned loans, 2 readers destroyed"),
        ("copy 12345", "copy 12345"),
    ])
    func everyReaderIsForgotten(subject: String, forgotten: String) {
        #expect(Self.entry(subject).forgettingReaders().subject == forgotten)
    }

    @Test func aReadersOwnActionForgetsTheAccountToo() {
        let own = Self.entry("hold 3 of title 5 for reader 000123", account: "reader 000123").forgettingReaders()
        #expect(own.account == "reader —" && own.subject == "hold 3 of title 5 for reader —")
        #expect(Self.entry("x", account: "librarian").forgettingReaders().account == "librarian")
    }

    @Test func oneReaderIsForgottenAndNoOtherWhoseTicketBeginsSo() {
        let line = Self.entry("copy 1 to reader 000123, copy 2 to reader 0001234, reader 000123")
        #expect(line.forgettingReaders("000123").subject == "copy 1 to reader —, copy 2 to reader 0001234, reader —")
    }

    @Test func aChangedTicketIsOneReaderForgottenWhole() {
        let changed = Self.entry("reader 000123, now 000125")
        #expect(changed.forgettingReaders("000125").subject == "reader —, now —")
        #expect(changed.forgettingReaders("000123").subject == "reader —, now —")
        #expect(changed.forgettingReaders("000124").subject == "reader 000123, now 000125")
        #expect(Self.entry("copy 1, now 2").forgettingReaders().subject == "copy 1, now 2")
        #expect(AuditEntry.ticketBefore(becoming: "000125", in: changed.subject) == "000123")
        #expect(AuditEntry.ticketBefore(becoming: "000123", in: changed.subject) == nil)
        #expect(AuditEntry.ticketBefore(becoming: "000125", in: "copy 1, now 000125") == nil, "a copy renumbered is no reader")
    }
}
