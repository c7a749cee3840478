import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Notices, the same on every store: reminders of loans are recorded once per loan, due day and
/// reminder however often a run goes; one run at a time claims a notice; a notice no longer
/// needed is dropped; failures wait to be tried again; readers without an e-mail address are
/// listed for printing instead.
@Suite("Store contract: notices")
struct NoticeContractTests {
    let withMail = Samples.ticket("000301")
    let pupil = Samples.ticket("000302")

    /// Two books lent to a reader with an e-mail address (due in 14 and 3 days), one to a pupil of
    /// 5А without one (due in 3 days).
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: ["1", "2", "3"].map { Samples.copy($0) })
        _ = try store.addReader(Samples.reader("000301", phone: "+7 900 000-00-01", email: "reader@example.org"))
        var child = Samples.reader("000302", surname: "Петров", phone: "+7 900 000-00-02")
        child.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.addReader(child)
        _ = try store.lend(Samples.inventory("1"), to: withMail, dueOn: nil)
        _ = try store.lend(Samples.inventory("2"), to: withMail, dueOn: Samples.start.adding(days: 3))
        _ = try store.lend(Samples.inventory("3"), to: pupil, dueOn: Samples.start.adding(days: 3))
        return (store, clock)
    }

    /// ``prepared(_:)`` with a second reader with an e-mail address (000303) holding copy 4, due in
    /// 3 days; four days on, the reminders of that day recorded.
    private func withSecondReaderOverdue(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock, [NoticeRecord]) {
        let (store, clock) = try prepared(factory)
        _ = try store.addReader(Samples.reader("000303", surname: "Сидоров", phone: "+7 900 000-00-03", email: "other@example.org"))
        _ = try store.addCopy(Samples.copy("4"), to: TitleID(1), at: nil)
        _ = try store.lend(Samples.inventory("4"), to: Samples.ticket("000303"), dueOn: Samples.start.adding(days: 3))
        clock.advance(days: 4)
        return (store, clock, try store.planNotices(asOf: store.today(), dryRun: false))
    }

    @Test(arguments: StoreFactory.all)
    func remindersAreRecordedOnceAndEachReminderInItsTurn(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).isEmpty)
        clock.advance(days: 1)
        #expect(try store.planNotices(asOf: store.today(), dryRun: true).map(\.kind) == [.beforeDue])
        #expect(try store.notices(NoticeQuery()).items.isEmpty)
        let soon = try store.planNotices(asOf: store.today(), dryRun: false)
        #expect(soon.map(\.kind) == [.beforeDue] && soon.first?.recipient == "reader@example.org" && soon.first?.state == .pending)
        #expect(soon.first?.body.contains("• 2 — Лермонтов М. Ю. Герой нашего времени, вернуть до 18.01.2024") == true)
        #expect(soon.first?.body.contains("• 1 —") == false && soon.first?.subject.contains("{") == false)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).isEmpty)

        clock.advance(days: 3)
        let late = try store.planNotices(asOf: store.today(), dryRun: false)
        #expect(late.map(\.kind) == [.overdue] && late.first?.body.contains("напоминание № 1") == true)
        #expect(late.first?.body.contains("просрочено на 1 день") == true)
        clock.advance(days: 2)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).isEmpty)
        clock.advance(days: 4)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).first?.body.contains("напоминание № 2") == true)
        _ = try store.renew(Samples.inventory("2"), dueOn: nil)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).isEmpty)
    }

    /// A deleted reader's notices (their name, address and letters) go with them (152-ФЗ), the
    /// other readers' stay.
    @Test(arguments: StoreFactory.all)
    func aDeletedReadersNoticesGoWithThem(factory: StoreFactory) throws {
        let (store, _, planned) = try withSecondReaderOverdue(factory)
        #expect(Set(planned.map(\.recipient)) == ["reader@example.org", "other@example.org"], "\(planned)")
        for number in ["1", "2"] { _ = try store.returnCopy(Samples.inventory(number), at: nil, by: nil) }
        try store.deleteReader(withMail)
        let left = try store.notices(NoticeQuery()).items
        #expect(!left.isEmpty && left.allSatisfy { $0.recipient == "other@example.org" }, "\(left)")
    }

    @Test(arguments: StoreFactory.all)
    func aNoticeIsClaimedOnceSentOrFailedAndDroppedWhenNoLongerNeeded(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        clock.advance(days: 1)
        let notice = try #require(try store.planNotices(asOf: store.today(), dryRun: false).first)
        #expect(try store.noticesToSend(limit: 10) == [notice.id])
        let claimed = try #require(try store.claimNotice(notice.id))
        #expect(claimed.state == .sending && claimed.attempts == 1)
        #expect(try store.claimNotice(notice.id) == nil)
        #expect(try store.noticesToSend(limit: 10).isEmpty)
        #expect(throws: NoticeError.notRetryable(notice.id, .sending)) { try store.retryNotice(notice.id) }
        try store.noticeFailed(notice.id, reason: "Почтовый сервер не отвечает", retryAt: clock.now().addingTimeInterval(900))
        #expect(try store.notice(notice.id).state == .failed && store.notice(notice.id).lastError == "Почтовый сервер не отвечает")
        #expect(try store.noticesToSend(limit: 10).isEmpty)
        clock.set(clock.now().addingTimeInterval(900))
        #expect(try store.noticesToSend(limit: 10) == [notice.id])
        _ = try #require(try store.claimNotice(notice.id))
        try store.noticeSent(notice.id)
        let sent = try store.notice(notice.id)
        #expect(sent.state == .sent && sent.attempts == 2 && sent.sentAt == clock.now() && sent.lastError.isEmpty)
        #expect(try store.notices(NoticeQuery(state: .sent)).items.map(\.id) == [notice.id])

        clock.advance(days: 3)
        let late = try #require(try store.planNotices(asOf: store.today(), dryRun: false).first)
        _ = try store.returnCopy(Samples.inventory("2"))
        #expect(try store.claimNotice(late.id) == nil)
        #expect(try store.notice(late.id).state == .dropped)
    }

    /// A reminder of two books, one of which comes back before the reminder goes (the mail server
    /// was down, or the run was busy), goes worded for the book still out.
    @Test(arguments: StoreFactory.all)
    func aReminderGoesWithoutTheBooksReturnedSinceItWasWritten(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        clock.advance(days: 16)
        let notice = try #require(try store.planNotices(asOf: store.today(), dryRun: false).first { $0.recipient == "reader@example.org" })
        #expect(notice.body.contains("• 1 —") && notice.body.contains("• 2 —"), "\(notice.body)")
        _ = try store.returnCopy(Samples.inventory("1"), at: nil, by: nil)
        let claimed = try #require(try store.claimNotice(notice.id))
        #expect(!claimed.body.contains("• 1 —") && claimed.body.contains("• 2 —"), "\(claimed.body)")
        #expect(claimed.state == .sending)
    }

    /// The anonymiser forgets old notices whatever became of them — a failed one too, which named
    /// the reader and their books — but keeps those about a loan still open (forgotten, its last
    /// reminder would be made again).
    @Test(arguments: StoreFactory.all)
    func theAnonymiserForgetsOldNoticesButThoseOfLoansStillOpen(factory: StoreFactory) throws {
        let (store, clock, planned) = try withSecondReaderOverdue(factory)
        let returned = try #require(planned.first { $0.recipient == "reader@example.org" })
        let open = try #require(planned.first { $0.recipient == "other@example.org" })
        _ = try store.claimNotice(returned.id)
        try store.noticeFailed(returned.id, reason: "Почтовый сервер не отвечает", retryAt: nil)
        _ = try store.returnCopy(Samples.inventory("2"), at: nil, by: nil)
        clock.advance(days: 30)
        _ = try store.anonymiseLoans(returnedBefore: clock.now())
        #expect(try store.notices(NoticeQuery()).items.map(\.id) == [open.id])
    }

    /// A hold's notice still to be sent is dropped at once when the reader picks the book up (or
    /// the hold is cancelled): the list no longer shows it pending. With no mail server, none is
    /// recorded at all.
    @Test(arguments: StoreFactory.all)
    func aHoldsNoticeIsDroppedOnceTheBookIsPickedUp(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        var settings = try store.settings()
        settings.exchange.mail.serverURL = "smtp://mail.example.org:587"
        try store.saveSettings(settings)
        let title = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("9")]).record.id
        _ = try store.placeHold(HoldRequest(ticketNumber: withMail, target: .title(title)), by: nil)
        let notice = try #require(try store.notices(NoticeQuery()).items.first { $0.kind == .holdWaiting })
        #expect(notice.state == .pending)
        _ = try store.lend(Samples.inventory("9"), to: withMail, dueOn: nil)
        #expect(try store.notice(notice.id).state == .dropped)
        #expect(try store.noticesToSend(limit: 10).isEmpty)
        settings.exchange.mail.serverURL = ""
        try store.saveSettings(settings)
        let other = try store.addTitle(Samples.title("Букварь", author: "Горецкий В. Г."), copies: [Samples.copy("10")]).record.id
        _ = try store.placeHold(HoldRequest(ticketNumber: withMail, target: .title(other)), by: nil)
        #expect(try store.notices(NoticeQuery()).items.map(\.id) == [notice.id], "no mail server, no notice")
    }

    /// A claimed notice whose run never said how sending went may have been sent: it is never
    /// sent again by itself, only when a librarian asks.
    @Test(arguments: StoreFactory.all)
    func anInterruptedSendingWaitsForALibrarian(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        clock.advance(days: 1)
        let notice = try #require(try store.planNotices(asOf: store.today(), dryRun: false).first)
        _ = try store.claimNotice(notice.id)
        clock.set(clock.now().addingTimeInterval(3_600))
        #expect(try store.noticesToSend(limit: 10).isEmpty)
        #expect(try store.notice(notice.id).isInterrupted(now: clock.now()))
        #expect(try store.retryNotice(notice.id).state == .pending)
        #expect(try store.noticesToSend(limit: 10) == [notice.id])
    }

    @Test(arguments: StoreFactory.all)
    func readersWithoutAnAddressAreListedForPrinting(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        #expect(try store.printableNotices(asOf: nil, schoolClass: nil, ticket: nil).isEmpty)
        clock.advance(days: 5)
        let listed = try store.printableNotices(asOf: nil, schoolClass: nil, ticket: nil)
        #expect(listed.map(\.record.reader.ticketNumber) == [pupil])
        #expect(listed.first?.overdue.map(\.loan.inventoryNumber) == [Samples.inventory("3")] && listed.first?.dueSoon.isEmpty == true)
        #expect(try store.printableNotices(asOf: nil, schoolClass: SchoolClass(parsing: "5А"), ticket: nil).count == 1)
        #expect(try store.printableNotices(asOf: nil, schoolClass: SchoolClass(parsing: "6А"), ticket: nil).isEmpty)
        #expect(try store.printableNotices(asOf: nil, schoolClass: nil, ticket: withMail).isEmpty)
        #expect(try store.planNotices(asOf: store.today(), dryRun: false).allSatisfy { $0.ticketNumber == withMail })
    }
}
