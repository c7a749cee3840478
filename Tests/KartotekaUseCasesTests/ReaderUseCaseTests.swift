import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Readers registered, changed and deleted, and their access to the self-service catalogue: each
/// change one transaction with its audit line, naming the reader by ticket only.
@Suite("Use cases: readers")
struct ReaderUseCaseTests {
    @Test(arguments: StoreFactory.all)
    func eachChangeOfAReaderWritesItsAuditLineByTicket(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        var draft = ReaderDraft.workedExampleIvanov
        draft.ticketNumber = "000125"
        let changed = try library.run(ChangeReader(ReadersFixture.ivanov, to: draft), by: fixture.librarian)
        let ticket = changed.record.reader.ticketNumber
        #expect(ticket.rawValue == "000125")
        let access = try library.run(ChangeReaderAccess(ticket, password: .set(hash: "secret-hash"), codesEnabled: true, unlock: false),
                                     by: fixture.librarian)
        #expect(access.hasPassword && access.codesEnabled)
        #expect(try library.run(ShowHistory(true), by: .reader(ticket)) == ticket)
        #expect(try fixture.store.reader(ticket).access.historyShown)
        try library.run(DeleteReader(ticket), by: fixture.librarian)
        #expect(try fixture.store.existingReader(ticket) == nil)
        // Deleting a reader destroys their personal data: an act with the event log's export proves it.
        let admin = Principal.account(ReadersFixture.account("admin", .administrator))
        let act = try #require(try library.ask(DestructionActs(), for: admin).first)
        #expect(act.tickets == ["000125"] && act.isByHand && act.createdBy == "librarian")
        #expect(PersonalDataDocuments.reasons(act, in: .russian) == ["читатель удалён вручную (по его заявлению, отзыву согласия или при выбытии)"])
        let events = try library.ask(DestructionActDetail(act.id), for: admin).events
        #expect(events.map(\.kind) == [.readerDeleted] && events.first?.detail == "by_hand")
        // The log keeps what was done, but no longer names the reader deleted (nor their ticket before).
        let log = try fixture.audit()
        #expect(log == [
            "command line | register reader | reader —",
            "librarian | change reader | reader —, now —",
            "librarian | change reader access | reader —: password set, codes on",
            "reader — | show history | reader —: history shown",
            "librarian | delete reader | reader 000125",
        ], "\(log)")
    }

    @Test(arguments: StoreFactory.all)
    func aRefusalLeavesNothingWrittenAndNoAuditLine(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let petrov = try fixture.registerPetrov()
        _ = try library.run(Lend(ReadersFixture.inventory("1"), to: ReadersFixture.ivanov), by: fixture.helper)
        let before = try fixture.audit()
        #expect(throws: ReaderError.readerHasOpenLoans(ReadersFixture.ivanov, count: 1)) {
            try library.run(DeleteReader(ReadersFixture.ivanov), by: fixture.librarian)
        }
        #expect(try fixture.store.existingReader(ReadersFixture.ivanov) != nil)
        #expect(throws: ReaderError.ticketNumberTaken(ReadersFixture.ivanov)) {
            try library.run(RegisterReader(.workedExampleIvanov), by: fixture.librarian)
        }
        #expect(throws: ValidationError.self) {
            var draft = ReaderDraft.workedExampleIvanov
            draft.surname = ""
            return try library.run(ChangeReader(ReadersFixture.ivanov, to: draft), by: fixture.librarian)
        }
        #expect(try fixture.store.reader(ReadersFixture.ivanov).record.reader.surname == "Иванов")
        #expect(throws: ReaderAccessError.codesNeedEmail(petrov)) {
            try library.run(ChangeReaderAccess(petrov, password: .set(hash: "h"), codesEnabled: true, unlock: false), by: fixture.librarian)
        }
        #expect(try !fixture.store.reader(petrov).access.hasPassword, "the password set before the refusal is not kept")
        #expect(try fixture.audit() == before)
    }

    @Test(arguments: StoreFactory.all)
    func aPrincipalWithoutThePermissionIsRefusedBeforeAnythingIsWritten(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let before = try fixture.audit()
        var draft = ReaderDraft.workedExampleIvanov
        draft.ticketNumber = "000200"
        #expect(throws: UseCaseRefusal(action: RegisterReader.action)) { try library.run(RegisterReader(draft), by: fixture.helper) }
        #expect(throws: UseCaseRefusal(action: DeleteReader.action)) {
            try library.run(DeleteReader(ReadersFixture.ivanov), by: .reader(ReadersFixture.ivanov))
        }
        #expect(throws: UseCaseRefusal(action: ChangeReaderAccess.action)) {
            try library.run(ChangeReaderAccess(ReadersFixture.ivanov, password: .remove, codesEnabled: nil, unlock: true), by: fixture.helper)
        }
        #expect(throws: UseCaseRefusal(action: ShowHistory.action)) {
            try library.run(ShowHistory(true, of: ReadersFixture.ivanov), by: fixture.helper)
        }
        #expect(try fixture.store.existingReader(ReadersFixture.ticket("000200")) == nil)
        #expect(try fixture.audit() == before)
    }

    @Test func aPasswordTypedIsCheckedAndHashedBeforeTheTransaction() throws {
        #expect(try ReaderPasswordChange.typed("", remove: false) { _ in "never" } == .keep)
        #expect(try ReaderPasswordChange.typed("long enough", remove: true) { _ in "never" } == .remove)
        #expect(try ReaderPasswordChange.typed("long enough", remove: false) { "hash of \($0)" } == .set(hash: "hash of long enough"))
        #expect(throws: ReaderAccessError.passwordTooShort(minimum: ReaderCodeRules.minimumPasswordLength)) {
            try ReaderPasswordChange.typed("short", remove: false) { $0 }
        }
    }
}
