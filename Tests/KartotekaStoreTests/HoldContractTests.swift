import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Holds, the same on every store: a queue per title in the order placed; a copy that comes back
/// is set aside for the first in the queue (on the hold shelf, or sent to the pickup branch) and
/// its reader told; an uncollected hold expires and the next reader gets the copy; a copy set
/// aside is lent to nobody else and a wanted loan is not renewed; concurrent holds and returns
/// leave one consistent queue.
@Suite("Store contract: holds")
struct HoldContractTests {
    static let village = BranchCode(unchecked: "Ф2")
    let anna = Samples.ticket("000201")
    let boris = Samples.ticket("000202")
    let vera = Samples.ticket("000203")

    /// A title with one copy (1) lent to Vera, and three readers, Anna and Boris with e-mail; the
    /// library has a mail server (else no notice is recorded).
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock, TitleID) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        var settings = try store.settings()
        settings.exchange.mail.serverURL = "smtp://mail.example.org:587"
        try store.saveSettings(settings)
        let title = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        _ = try store.addReader(Samples.reader("000201", surname: "Антонова", phone: "+7 900 000-00-01", email: "anna@example.org"))
        _ = try store.addReader(Samples.reader("000202", surname: "Борисов", phone: "+7 900 000-00-02", email: "boris@example.org"))
        _ = try store.addReader(Samples.reader("000203", surname: "Васильева", phone: "+7 900 000-00-03"))
        _ = try store.lend(Samples.inventory("1"), to: vera, dueOn: nil)
        return (store, clock, title.record.id)
    }

    /// A title the loan rules give a reader in the reading room only is not held for them (there
    /// is nothing to set aside to take home); a rule for another category leaves their hold alone.
    @Test(arguments: StoreFactory.all)
    func aReadingRoomOnlyTitleIsNotHeld(factory: StoreFactory) throws {
        let (store, _, _) = try prepared(factory)
        var encyclopedia = Samples.title("Энциклопедия", author: "Брокгауз Ф. А.")
        encyclopedia.documentKind = .reference
        let title = try store.addTitle(encyclopedia, copies: [Samples.copy("500")]).record.id
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: nil, kind: .reference),
                                       terms: LoanTerms(periodDays: 1, maximumRenewals: 0, readingRoomOnly: true)))
        #expect(throws: HoldError.readingRoomOnly(encyclopedia.shortDescription)) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title)), by: nil)
        }
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: nil, kind: .reference), terms: LoanTerms(periodDays: 7, maximumRenewals: 0)))
        #expect(try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title)), by: nil).state == .waiting)
    }

    /// A reader has at most twenty holds in force: a script signed in as a reader cannot queue
    /// up the whole catalogue; one ended makes room.
    @Test(arguments: StoreFactory.all)
    func aReaderHasAtMostTwentyHolds(factory: StoreFactory) throws {
        let (store, _, _) = try prepared(factory)
        var titles: [TitleID] = []
        for number in 1...(HoldError.maximumPerReader + 1) {
            titles.append(try store.addTitle(Samples.title("Книга \(number)", author: "Автор"), copies: [Samples.copy("\(100 + number)")]).record.id)
        }
        var holds: [HoldRecord] = []
        for title in titles.dropLast() {
            holds.append(try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title), byReader: true), by: nil))
        }
        #expect(throws: HoldError.tooManyHolds(anna, limit: HoldError.maximumPerReader)) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(titles.last!), byReader: true), by: nil)
        }
        #expect(try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(titles.last!)), by: "desk").state != .cancelled)
        _ = try store.cancelHold(holds[0].id, reader: nil, by: "desk")
        #expect(try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(titles.last!)), by: "desk").ticketNumber == anna)
    }

    @Test(arguments: StoreFactory.all)
    func aReturnFillsTheFirstHoldWhichExpiresToTheNextAndIsCollected(factory: StoreFactory) throws {
        let (store, clock, title) = try prepared(factory)
        let first = try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title)), by: "desk")
        let second = try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(title), byReader: true), by: nil)
        #expect(first.state == .queued && first.position == 1 && first.placedBy == "desk" && !first.placedByReader)
        #expect(second.position == 2 && second.placedByReader && second.titleDescription == "Лермонтов М. Ю. Герой нашего времени")
        #expect(throws: LoanError.renewalWantedByOthers(Samples.inventory("1"), waiting: 2)) { try store.renew(Samples.inventory("1"), dueOn: nil) }

        _ = try store.returnCopy(Samples.inventory("1"))
        let waiting = try store.hold(first.id)
        #expect(waiting.state == .waiting && waiting.copy == Samples.inventory("1") && waiting.pickupBy == Samples.start.adding(days: 6))
        #expect(try store.holdSettingAside(Samples.inventory("1"))?.id == first.id)
        #expect(try store.hold(second.id).position == 1)
        #expect(try store.title(title).holds.map(\.id) == [first.id, second.id])
        #expect(try store.reader(anna).holds.map(\.id) == [first.id])
        #expect(throws: LoanError.copyHeldForAnother(Samples.inventory("1"), pickupBy: waiting.pickupBy)) {
            try store.lend(Samples.inventory("1"), to: boris, dueOn: nil)
        }
        let told = try store.notices(NoticeQuery()).items
        #expect(told.map(\.kind) == [.holdWaiting] && told.first?.recipient == "anna@example.org")
        #expect(told.first?.body.contains("Лермонтов М. Ю. Герой нашего времени") == true && told.first?.body.contains("21.01.2024") == true)

        clock.advance(days: 6)
        #expect(try store.expireHolds(asOf: nil).isEmpty)
        clock.advance(days: 1)
        #expect(try store.expireHolds(asOf: nil).map(\.id) == [first.id])
        #expect(try store.hold(first.id).state == .expired)
        let passed = try store.hold(second.id)
        #expect(passed.state == .waiting && passed.copy == Samples.inventory("1"))
        #expect(try store.notices(NoticeQuery()).items.map(\.kind) == [.holdWaiting, .holdExpired, .holdWaiting])

        let loan = try store.lend(Samples.inventory("1"), to: boris, dueOn: nil)
        #expect(loan.holder?.ticketNumber == boris)
        let collected = try store.holds(HoldQuery(ticketNumber: boris, scope: .all)).items
        #expect(collected.map(\.state) == [.collected] && collected.first?.endedAt == clock.now())
        #expect(try store.holds(HoldQuery()).items.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aCancelledHoldLeavesTheQueueAndItsCopyGoesToTheNext(factory: StoreFactory) throws {
        let (store, _, title) = try prepared(factory)
        let first = try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title)), by: nil)
        let second = try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(title)), by: nil)
        _ = try store.returnCopy(Samples.inventory("1"))
        #expect(throws: HoldError.holdNotFound(first.id)) { try store.cancelHold(first.id, reader: boris, by: nil) }
        let cancelled = try store.cancelHold(first.id, reader: anna, by: nil)
        #expect(cancelled.state == .cancelled)
        #expect(throws: HoldError.holdEnded(first.id, .cancelled)) { try store.cancelHold(first.id, reader: nil, by: nil) }
        #expect(try store.hold(second.id).state == .waiting)
        _ = try store.cancelHold(second.id, reader: nil, by: "desk")
        #expect(try store.holdSettingAside(Samples.inventory("1")) == nil)
        _ = try store.lend(Samples.inventory("1"), to: vera, dueOn: nil)
    }

    @Test(arguments: StoreFactory.all)
    func holdsThatCannotBeAreRefusedWithWhy(factory: StoreFactory) throws {
        let (store, _, title) = try prepared(factory)
        let bare = try store.addTitle(Samples.title("Без экземпляров", author: "Никто Н."), copies: [])
        #expect(throws: HoldError.titleHasNoCopies("Никто Н. Без экземпляров")) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(bare.record.id)), by: nil)
        }
        let lost = try store.addTitle(Samples.title("Утерянная", author: "Никто Н."), copies: [Samples.copy("9", status: .lost)])
        #expect(throws: HoldError.noLendableCopies("Никто Н. Утерянная")) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(lost.record.id)), by: nil)
        }
        #expect(throws: HoldError.copyNotHoldable(Samples.inventory("9"), .lost)) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .copy(Samples.inventory("9"))), by: nil)
        }
        let gone = try store.addTitle(Samples.title("Списанная", author: "Никто Н."), copies: [Samples.copy("8")])
        _ = try store.writeOff(WriteOffAct(date: Samples.start, reason: .worn, approvedBy: "Директор",
                                           commission: [CommissionMember(name: "Иванова И. И.", role: "председатель")],
                                           items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("8"))]), number: nil, by: nil)
        #expect(throws: HoldError.noLendableCopies("Никто Н. Списанная")) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(gone.record.id)), by: nil)
        }
        #expect(throws: HoldError.copyNotHoldable(Samples.inventory("8"), .writtenOff)) {
            try store.placeHold(HoldRequest(ticketNumber: anna, target: .copy(Samples.inventory("8"))), by: nil)
        }
        let placed = try store.placeHold(HoldRequest(ticketNumber: anna, target: .copy(Samples.inventory("1"))), by: nil)
        #expect(placed.wantedCopy == Samples.inventory("1"))
        let twice = try #require(throws: HoldError.self) { try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title)), by: nil) }
        #expect(twice.code == "hold_already_placed" && twice.message.russian.contains("в очереди: 1-й"))
        #expect(throws: HoldError.alreadyBorrowed(vera, title: "Лермонтов М. Ю. Герой нашего времени")) {
            try store.placeHold(HoldRequest(ticketNumber: vera, target: .title(title)), by: nil)
        }
        let block = try store.addBlock(to: boris, NewManualBlock(reason: "порвал книгу", until: nil, today: Samples.start), by: nil)
        #expect(throws: HoldError.readerBlocked(boris, [.manual(block)])) {
            try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(title)), by: nil)
        }
        #expect(throws: BranchError.branchNotFound(Self.village)) {
            try store.placeHold(HoldRequest(ticketNumber: vera, target: .title(bare.record.id), pickupBranch: Self.village), by: nil)
        }
        #expect(try store.holds(HoldQuery(titleID: title)).items.map(\.ticketNumber) == [anna])
    }

    /// A copy free on the pickup branch's shelf is set aside at once; one that comes back at
    /// another branch travels to the pickup branch for the hold and waits there once received.
    @Test(arguments: StoreFactory.all)
    func holdsAreFilledAtTheirPickupBranch(factory: StoreFactory) throws {
        let (store, _, title) = try prepared(factory)
        _ = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал"))
        _ = try store.addCopy(Samples.copy("2"), to: title, at: Self.village)
        let atOnce = try store.placeHold(HoldRequest(ticketNumber: anna, target: .title(title), pickupBranch: Self.village), by: nil)
        #expect(atOnce.state == .waiting && atOnce.copy == Samples.inventory("2") && atOnce.pickupBranch == Self.village)
        #expect(try store.title(title).byBranch.first { $0.branch == Self.village }?.onShelf == 0)
        // The list counts a copy set aside as the card does: not on the shelf, not available.
        let listed = try #require(try store.listTitles(CatalogQuery()).items.first { $0.record.id == title })
        #expect(listed.byBranch == (try store.title(title).byBranch))
        #expect(listed.copyCount == 2 && listed.availableCount == 0 && listed.onLoanCount == 1)

        let later = try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(title), pickupBranch: Self.village), by: nil)
        #expect(later.state == .queued)
        _ = try store.returnCopy(Samples.inventory("1"))
        let travelling = try store.hold(later.id)
        #expect(travelling.state == .inTransit && travelling.copy == Samples.inventory("1"))
        let journey = try #require(try store.transfers(TransferQuery(openOnly: true)).items.first)
        #expect(journey.reason == .hold && journey.to == Self.village && journey.inventoryNumber == Samples.inventory("1"))
        #expect(try store.notices(NoticeQuery()).items.count == 1)
        _ = try store.receiveCopy(Samples.inventory("1"), at: Self.village, by: nil)
        #expect(try store.hold(later.id).state == .waiting)
        #expect(try store.notices(NoticeQuery()).items.map(\.recipient) == ["boris@example.org", "anna@example.org"])
        _ = try store.cancelHold(later.id, reader: nil, by: nil)
        let home = try #require(try store.transfers(TransferQuery(openOnly: true)).items.first)
        #expect(home.reason == .returnToHome && home.inventoryNumber == Samples.inventory("1"))
    }

    @Test(arguments: StoreFactory.all)
    func concurrentHoldsAndReturnsLeaveOneQueue(factory: StoreFactory) throws {
        let (store, _, title) = try prepared(factory)
        _ = try store.addCopy(Samples.copy("2"), to: title)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000203"), dueOn: Samples.start.adding(days: 30))
        let tickets = (10..<22).map { Samples.ticket("0003\($0)") }
        for (index, ticket) in tickets.enumerated() {
            _ = try store.addReader(Samples.reader(ticket.rawValue, surname: "Читатель", phone: "+7 901 000-00-\(10 + index)"))
        }
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: tickets.count * 2) { index in
            do {
                _ = try store.placeHold(HoldRequest(ticketNumber: tickets[index % tickets.count], target: .title(title)), by: nil)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        let (placed, refused) = outcomes.snapshot()
        #expect(placed == tickets.count && refused.allSatisfy { ($0 as? HoldError)?.code == "hold_already_placed" })
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            _ = try? store.returnCopy(Samples.inventory(String(index + 1)))
        }
        let holds = try store.holds(HoldQuery(titleID: title)).items
        #expect(holds.filter { $0.state == .waiting }.compactMap(\.copy).sorted() == [Samples.inventory("1"), Samples.inventory("2")])
        #expect(holds.filter { $0.state == .queued }.compactMap(\.position) == Array(1...(tickets.count - 2)))
        #expect(Set(holds.map(\.ticketNumber)).count == tickets.count)
    }
}
