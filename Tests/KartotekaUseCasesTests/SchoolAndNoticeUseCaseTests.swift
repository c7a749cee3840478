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

    /// Without a mail server nothing is recorded (reminders piled up would all go out the day a
    /// server is set up); a day gone by is only looked at; a notice tried again goes to the
    /// reader's address as it is now; a reminder before a due day that has passed is not sent.
    @Test(arguments: StoreFactory.all)
    func remindersWaitForAMailServerAndGoWhereTheReaderIsNow(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        _ = try library.run(Lend(ReadersFixture.inventory("1"), to: ReadersFixture.ivanov,
                                 LendingOptions(dueOn: ReadersFixture.start.adding(days: 1))), by: fixture.librarian)
        let refusing = LibraryMail(store: fixture.store, mailer: RefusingMailSender(), mailPassword: nil)
        #expect(throws: NoticeError.mailNotSetUp) {
            try library.run(SendNotices(through: refusing, clock: fixture.clock), by: .scheduledCare)
        }
        #expect(try fixture.store.notices(NoticeQuery()).items.isEmpty)
        let yesterday = ReadersFixture.start.adding(days: -1)
        #expect(throws: NoticeError.dayPassed(yesterday)) {
            try library.run(SendNotices(asOf: yesterday, through: refusing, clock: fixture.clock), by: fixture.librarian)
        }
        _ = try library.run(ChangeSettings { $0.exchange.mail.serverURL = "smtp://127.0.0.1:1" }, by: .commandLine())
        let failed = try library.run(SendNotices(through: refusing, clock: fixture.clock), by: .scheduledCare)
        #expect(failed.planned.count == 1 && failed.failed == 1)
        let notice = try #require(try fixture.store.notices(NoticeQuery()).items.first)
        #expect(notice.recipient == "ivanov@example.com" && notice.state == .failed)
        var corrected = ReaderDraft(try fixture.store.reader(ReadersFixture.ivanov).record.reader)
        corrected.email = "i.ivanov@example.com"
        _ = try library.run(ChangeReader(ReadersFixture.ivanov, to: corrected), by: fixture.librarian)
        #expect(try library.run(RetryNotice(notice.id), by: fixture.librarian).recipient == "i.ivanov@example.com")
        // Two days on, the loan is overdue: the reminder before its day is no longer sent.
        fixture.clock.advance(days: 2)
        #expect(try fixture.store.claimNotice(notice.id) == nil)
        #expect(try fixture.store.notice(notice.id).state == .dropped)
    }
}

/// A mail server that is never reached.
private struct RefusingMailSender: MailSender {
    func send(_ message: MailMessage, via server: MailServer) throws {
        throw MailError.timedOut
    }
}
