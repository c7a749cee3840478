import Foundation
import KartotekaCore
import KartotekaMail
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Class lists and the promotion (checked first, then done) and readers' notices: a check or a
/// run that changed nothing writes no audit line.
@Suite("Use cases: classes and notices")
struct SchoolAndNoticeUseCaseTests {
    static let list = """
        Фамилия;Имя;Отчество;Класс
        Орлова;Вера;Павловна;5А
        Сидоров;Олег;;5А
        """

    @Test(arguments: StoreFactory.all)
    func aClassListAndThePromotionAreCheckedWithoutATraceThenDone(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let before = try fixture.audit()
        let file = ClassListFile(data: Data(Self.list.utf8))
        let check = try library.run(ImportClassList(file, dryRun: true), by: fixture.librarian)
        #expect(check.new.map(\.ticketNumber.rawValue) == ["000124", "000125"])
        #expect(try fixture.store.existingReader(ReadersFixture.ticket("000124")) == nil)
        #expect(try library.run(PromoteClasses(dryRun: true), by: fixture.librarian).promotion.promoted.isEmpty)
        #expect(try fixture.audit() == before)
        _ = try library.run(ImportClassList(file, dryRun: false), by: fixture.librarian)
        #expect(try fixture.store.reader(ReadersFixture.ticket("000125")).record.reader.schoolClass?.text == "5А")
        let promotion = try library.run(PromoteClasses(dryRun: false), by: fixture.librarian)
        #expect(promotion.applied)
        #expect(try fixture.store.reader(ReadersFixture.ticket("000125")).record.reader.schoolClass?.text == "6А")
        #expect(try fixture.audit().dropFirst(before.count) == [
            "librarian | import class list | class list 5А: new readers [000124, 000125], changed readers []",
            "librarian | promote classes | 2 pupils a grade up, graduated readers []",
        ])
        #expect(throws: UseCaseRefusal(action: PromoteClasses.action)) { try library.run(PromoteClasses(dryRun: true), by: fixture.helper) }
    }

    @Test(arguments: StoreFactory.all)
    func aRunOfNoticesThatChangedNothingWritesNoAuditLine(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let mail = LibraryMail(store: fixture.store, mailer: RefusingMailSender(), mailPassword: nil)
        let before = try fixture.audit()
        let dry = try fixture.library.run(SendNotices(dryRun: true, through: mail, clock: fixture.clock), by: fixture.librarian)
        #expect(dry.dryRun && dry.day == ReadersFixture.start && dry.sent == 0)
        let run = try fixture.library.run(SendNotices(through: mail, clock: fixture.clock), by: .scheduledCare)
        #expect(run.planned.isEmpty && run.sent == 0 && run.failed == 0)
        #expect(try fixture.audit() == before)
        #expect(throws: UseCaseRefusal(action: SendNotices.action)) {
            try fixture.library.run(SendNotices(through: mail, clock: fixture.clock), by: .reader(ReadersFixture.ivanov))
        }
        #expect(throws: NoticeError.self) { try fixture.library.run(RetryNotice(NoticeID(1)), by: fixture.librarian) }
        // A day ahead is only looked at: its reminders are not sent before it comes.
        let ahead = ReadersFixture.start.adding(days: 10)
        #expect(throws: NoticeError.dayNotCome(ahead)) {
            try fixture.library.run(SendNotices(asOf: ahead, through: mail, clock: fixture.clock), by: fixture.librarian)
        }
        #expect(try fixture.library.run(SendNotices(asOf: ahead, dryRun: true, through: mail, clock: fixture.clock), by: fixture.librarian).dryRun)
        // A circulation helper sees readers by ticket only: notices name them, so they are not theirs.
        #expect(throws: UseCaseRefusal(action: SendNotices.action)) {
            try fixture.library.run(SendNotices(dryRun: true, through: mail, clock: fixture.clock), by: fixture.helper)
        }
        #expect(throws: UseCaseRefusal(action: RetryNotice.action)) { try fixture.library.run(RetryNotice(NoticeID(1)), by: fixture.helper) }
        #expect(try fixture.audit() == before)
    }
}

/// A mail server that is never reached.
private struct RefusingMailSender: MailSender {
    func send(_ message: MailMessage, via server: MailServer) throws {
        throw MailError.timedOut
    }
}
