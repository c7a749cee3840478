import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

@Suite("Use cases: lending, returning, the desk")
struct CirculationUseCaseTests {
    @Test(arguments: StoreFactory.all)
    func aLendIsAuditedInItsOwnTransaction(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let loan = try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000123")),
                                           by: UseCaseLibrary.librarian)
        #expect(loan.loan.dueOn == UseCaseLibrary.start.adding(days: 14))
        let line = try #require(try library.audit().first)
        #expect(line.account == "anna" && line.action == "lend" && line.subject == "copy 12345 to reader 000123")
        #expect(line.at == library.clock.now())
    }

    @Test(arguments: StoreFactory.all)
    func aRefusalWritesNothingAndNoAuditLine(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        _ = try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000123")),
                                    by: UseCaseLibrary.librarian)
        #expect(throws: LoanError.self) {
            try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000124")),
                                    by: UseCaseLibrary.librarian)
        }
        #expect(try library.audit().count == 1)
        #expect(try library.store.reader(UseCaseLibrary.ticket("000124")).openLoans.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aPrincipalWithoutThePermissionIsRefusedBeforeAnythingIsRead(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        #expect(throws: UseCaseRefusal(action: "lend")) {
            try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000123")),
                                    by: UseCaseLibrary.nobody)
        }
        #expect(throws: UseCaseRefusal(action: "return")) {
            try library.library.run(ReturnCopy(UseCaseLibrary.inventory("12345")), by: .reader(UseCaseLibrary.ticket("000123")))
        }
        #expect(try library.audit().isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aHelperMayNotSetADueDayBeyondTheRulesAndALibrarianMay(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let far = UseCaseLibrary.start.adding(days: 60)
        #expect(throws: LoanError.dueDayBeyondRules(far, latest: UseCaseLibrary.start.adding(days: 14))) {
            try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000123"), LendingOptions(dueOn: far)),
                                    by: UseCaseLibrary.helper)
        }
        let loan = try library.library.run(Lend(UseCaseLibrary.inventory("12345"), to: UseCaseLibrary.ticket("000123"), LendingOptions(dueOn: far)),
                                           by: UseCaseLibrary.librarian)
        #expect(loan.loan.dueOn == far)
    }

    @Test(arguments: StoreFactory.all)
    func theDeskLendsThenTakesBackAndRefusesWithoutAReader(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let desk = library.library
        let ticket = UseCaseLibrary.ticket("000123")
        guard case .reader(let reader) = try desk.run(DeskScan("000123", serving: nil), by: UseCaseLibrary.helper) else {
            Issue.record("a ticket brings the reader up")
            return
        }
        #expect(reader.record.reader.ticketNumber == ticket)
        guard case .lent(let loan, let after) = try desk.run(DeskScan("12345", serving: ticket), by: UseCaseLibrary.helper) else {
            Issue.record("a copy on the shelf is lent to the reader at the desk")
            return
        }
        #expect(loan.loan.inventoryNumber == UseCaseLibrary.inventory("12345") && after.openLoans.count == 1)
        guard case .returned(let returned, _) = try desk.run(DeskScan("12345", serving: nil), by: UseCaseLibrary.helper) else {
            Issue.record("a copy on loan is taken back")
            return
        }
        #expect(returned.loan.loan.returnedAt != nil)
        guard case .refused(let refusal, nil) = try desk.run(DeskScan("12346", serving: nil), by: UseCaseLibrary.helper) else {
            Issue.record("a copy scanned before any ticket is refused")
            return
        }
        #expect(refusal as? DeskError == .ticketFirst(UseCaseLibrary.inventory("12346")))
        #expect(try library.audit().map(\.action) == ["desk scan", "desk scan"], "the two changes, not the look-ups")
    }

    @Test(arguments: StoreFactory.all)
    func aDeskRefusalKeepsTheReaderAtTheDeskAndWritesNothing(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        _ = try library.store.addBlock(to: UseCaseLibrary.ticket("000123"), NewManualBlock(reason: "Долг", until: nil, today: UseCaseLibrary.start), by: nil)
        let outcome = try library.library.run(DeskScan("12345", serving: UseCaseLibrary.ticket("000123")), by: UseCaseLibrary.helper)
        guard case .refused(let refusal, let reader?) = outcome else {
            Issue.record("a blocked reader is refused: \(outcome)")
            return
        }
        #expect((refusal as? LoanError)?.code == "reader_blocked" && reader.record.reader.ticketNumber == UseCaseLibrary.ticket("000123"))
        #expect(try library.store.copy(UseCaseLibrary.inventory("12345")).openLoan == nil)
        #expect(try library.audit().isEmpty)
    }

    /// A scanner reading twice does not take back the book it has just lent: the second scan of a
    /// copy lent to the reader at the desk in the last two minutes is refused, saying so.
    @Test(arguments: StoreFactory.all)
    func aDoubleScanDoesNotTakeBackABookLentMomentsAgo(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let ticket = UseCaseLibrary.ticket("000123")
        guard case .lent = try library.library.run(DeskScan("12345", serving: ticket), by: UseCaseLibrary.helper) else {
            Issue.record("not lent"); return
        }
        library.clock.set(library.clock.now().addingTimeInterval(5))
        guard case .refused(let refusal, let reader) = try library.library.run(DeskScan("12345", serving: ticket), by: UseCaseLibrary.helper) else {
            Issue.record("taken back by a double scan"); return
        }
        #expect(refusal as? DeskError == .justLent(UseCaseLibrary.inventory("12345"), seconds: 5))
        #expect(reader?.openLoans.map(\.loan.inventoryNumber.rawValue) == ["12345"])
        library.clock.set(library.clock.now().addingTimeInterval(180))
        guard case .returned = try library.library.run(DeskScan("12345", serving: ticket), by: UseCaseLibrary.helper) else {
            Issue.record("a later scan is a return"); return
        }
    }

    /// Nor does it lend back the book just handed in: the second scan of a copy the reader at the
    /// desk returned in the last two minutes is refused until the desk confirms it. Later, or
    /// confirmed, it is a loan like any other.
    @Test(arguments: StoreFactory.all)
    func aDoubleScanDoesNotLendBackABookHandedInMomentsAgo(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let ticket = UseCaseLibrary.ticket("000123")
        let copy = UseCaseLibrary.inventory("12345")
        let scan = { (options: LendingOptions) throws -> DeskOutcome in
            try library.library.run(DeskScan("12345", serving: ticket, options), by: UseCaseLibrary.helper)
        }
        guard case .lent = try scan(LendingOptions()) else { Issue.record("not lent"); return }
        library.clock.set(library.clock.now().addingTimeInterval(600))
        guard case .returned = try scan(LendingOptions()) else { Issue.record("not taken back"); return }
        library.clock.set(library.clock.now().addingTimeInterval(3))
        guard case .refused(let refusal, let reader) = try scan(LendingOptions()) else {
            Issue.record("lent back by a double scan"); return
        }
        #expect(refusal as? DeskError == .justReturned(copy, seconds: 3))
        #expect(try reader?.openLoans.isEmpty == true && library.store.copy(copy).openLoan == nil)
        guard case .lent = try scan(LendingOptions(lendAgainConfirmed: true)) else { Issue.record("confirmed, not lent"); return }
        library.clock.set(library.clock.now().addingTimeInterval(600))
        guard case .returned = try scan(LendingOptions()) else { Issue.record("not taken back again"); return }
        library.clock.set(library.clock.now().addingTimeInterval(150))
        guard case .lent = try scan(LendingOptions()) else { Issue.record("two and a half minutes later it is a new loan"); return }
    }

    /// A book taken back from one reader and read again by the scanner at once is not lent to the
    /// reader at the desk; the next reader, a few seconds on, gets it unasked.
    @Test(arguments: StoreFactory.all)
    func aBookTakenBackFromAnotherIsNotLentByADoubleRead(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let copy = UseCaseLibrary.inventory("12345")
        _ = try library.library.run(Lend(copy, to: UseCaseLibrary.ticket("000124")), by: UseCaseLibrary.helper)
        // Scans of the copy at the desk serving 000123, each `after` seconds after the one before.
        let outcomes = try [3_600, 1, 20].map { after -> DeskOutcome in
            library.clock.set(library.clock.now().addingTimeInterval(TimeInterval(after)))
            return try library.library.run(DeskScan("12345", serving: UseCaseLibrary.ticket("000123")), by: UseCaseLibrary.helper)
        }
        #expect(outcomes.map(\.name) == ["returned", "refused", "lent"], "the next reader, seconds on, gets it unasked")
        if case .refused(let refusal, _) = outcomes[1] { #expect(refusal as? DeskError == .justReturned(copy, seconds: 1)) }
    }

    /// A return whose reader has since been deleted is not undone: the copy would be on loan to nobody.
    @Test(arguments: StoreFactory.all)
    func aReturnWhoseReaderIsGoneIsNotUndone(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let copy = UseCaseLibrary.inventory("12345")
        _ = try library.library.run(Lend(copy, to: UseCaseLibrary.ticket("000123")), by: UseCaseLibrary.helper)
        _ = try library.library.run(ReturnCopy(copy), by: UseCaseLibrary.helper)
        try library.library.run(DeleteReader(UseCaseLibrary.ticket("000123")), by: UseCaseLibrary.librarian)
        #expect(throws: UndoError.readerGone(copy)) { try library.library.run(UndoCirculation(copy), by: UseCaseLibrary.librarian) }
        #expect(try library.store.copy(copy).openLoan == nil)
    }

    /// A copy's label (its QR: the book card with the inventory number) scanned twice is a double
    /// scan as its number is: not taken back moments after the loan, not lent back moments after
    /// the return.
    @Test(arguments: StoreFactory.all)
    func aLabelScannedTwiceIsADoubleScanToo(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let ticket = UseCaseLibrary.ticket("000123")
        let label = "Название: Герой нашего времени\nИнвентарный номер: 12345"
        let scan = { (code: String) throws -> DeskOutcome in try library.library.run(DeskScan(code, serving: ticket), by: UseCaseLibrary.helper) }
        guard case .lent = try scan(label) else { Issue.record("not lent"); return }
        library.clock.set(library.clock.now().addingTimeInterval(2))
        guard case .refused(let lentRefusal, _) = try scan(label) else { Issue.record("taken back by a double scan"); return }
        #expect((lentRefusal as? DeskError)?.code == "copy_just_lent")
        library.clock.set(library.clock.now().addingTimeInterval(600))
        guard case .returned = try scan(label) else { Issue.record("not taken back"); return }
        library.clock.set(library.clock.now().addingTimeInterval(2))
        guard case .refused(let returnedRefusal, _) = try scan(label) else { Issue.record("lent back by a double scan"); return }
        #expect((returnedRefusal as? DeskError)?.code == DeskError.justReturnedCode)
    }

    /// A book read in the reading room and handed in goes home with the reader at once, unasked;
    /// scanned again for the reading room it is asked about like any other.
    @Test(arguments: StoreFactory.all)
    func aBookReadInTheReadingRoomGoesHomeUnasked(factory: StoreFactory) throws {
        let library = try UseCaseLibrary(factory)
        let ticket = UseCaseLibrary.ticket("000123")
        let scan = { (options: LendingOptions) throws -> DeskOutcome in
            try library.library.run(DeskScan("12345", serving: ticket, options), by: UseCaseLibrary.helper)
        }
        guard case .lent = try scan(LendingOptions(inLibrary: true)) else { Issue.record("not lent to the reading room"); return }
        library.clock.set(library.clock.now().addingTimeInterval(3_600))
        guard case .returned = try scan(LendingOptions(inLibrary: true)) else { Issue.record("not taken back"); return }
        library.clock.set(library.clock.now().addingTimeInterval(2))
        guard case .refused(let refusal, _) = try scan(LendingOptions(inLibrary: true)) else {
            Issue.record("lent to the reading room again by a double scan"); return
        }
        #expect((refusal as? DeskError)?.code == DeskError.justReturnedCode)
        guard case .lent(let loan, _) = try scan(LendingOptions()) else { Issue.record("not lent home"); return }
        #expect(!loan.loan.inLibrary)
    }
}

/// Holds form a queue in the order they were placed: a copy that comes to stand free — a new one,
/// one back from the bindery, a lend undone — goes to the first hold in it, and a hold placed
/// later does not take a free copy ahead of those before it.
@Suite("Use cases: the hold queue's order")
struct HoldQueueOrderTests {
    @Test(arguments: StoreFactory.all)
    func aFreeCopyGoesToTheFirstInTheQueue(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        func register(_ ticket: String, _ surname: String, _ name: String) throws -> TicketNumber {
            var draft = ReaderDraft()
            draft.ticketNumber = ticket
            draft.surname = surname
            draft.firstName = name
            draft.phone = "+7 900 000-\(ticket.suffix(4).prefix(2))-\(ticket.suffix(2))"
            return try library.run(RegisterReader(draft), by: fixture.librarian).record.reader.ticketNumber
        }
        let petrov = try fixture.registerPetrov()
        let sidorova = try register("000125", "Сидорова", "Мария")
        // Every copy is out but one, at the bindery.
        for number in ["1", "2", "3"] { _ = try library.run(Lend(ReadersFixture.inventory(number), to: ReadersFixture.ivanov), by: fixture.librarian) }
        var bindery = try CopyDraft(fixture.store.copy(ReadersFixture.inventory("4")).record.copy)
        bindery.status = CopyStatus.bindery.rawValue
        _ = try library.run(UpdateCopy(ReadersFixture.inventory("4"), to: bindery), by: fixture.librarian)
        let first = try library.run(PlaceHold(HoldRequest(ticketNumber: petrov, target: .title(fixture.title))), by: fixture.librarian)
        #expect(first.state == .queued)

        // Back from the bindery: the first in the queue gets it.
        bindery.status = CopyStatus.available.rawValue
        _ = try library.run(UpdateCopy(ReadersFixture.inventory("4"), to: bindery), by: fixture.librarian)
        #expect(try fixture.store.hold(first.id).state == .waiting)

        // A new copy while Сидорова waits: hers; a hold placed now waits behind.
        let second = try library.run(PlaceHold(HoldRequest(ticketNumber: sidorova, target: .title(fixture.title))), by: fixture.librarian)
        _ = try library.run(AddCopy(CopyDraft(inventoryNumber: "5"), to: fixture.title), by: fixture.librarian)
        #expect(try fixture.store.hold(second.id).state == .waiting && fixture.store.hold(second.id).copy?.rawValue == "5")

        // A lend undone puts the copy back: the next in the queue gets it, not a hold placed after.
        let copy6 = ReadersFixture.inventory("6")
        _ = try library.run(AddCopy(CopyDraft(inventoryNumber: "6"), to: fixture.title), by: fixture.librarian)
        _ = try library.run(Lend(copy6, to: ReadersFixture.ivanov), by: fixture.librarian)
        let orlov = try register("000126", "Орлов", "Олег")
        let orlovsHold = try library.run(PlaceHold(HoldRequest(ticketNumber: orlov, target: .title(fixture.title))), by: fixture.librarian)
        _ = try library.run(UndoCirculation(copy6), by: fixture.librarian)
        #expect(try fixture.store.hold(orlovsHold.id).state == .waiting && fixture.store.hold(orlovsHold.id).copy == copy6)
    }

    /// A copy free at another branch goes to a new hold at once, sent to the pickup branch for it:
    /// nobody waits while a copy stands on a shelf elsewhere.
    @Test(arguments: StoreFactory.all)
    func aCopyFreeAtAnotherBranchIsSentForANewHold(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let petrov = try fixture.registerPetrov()
        for number in ["1", "2", "3", "4"] { _ = try library.run(Lend(ReadersFixture.inventory(number), to: petrov), by: fixture.librarian) }
        _ = try fixture.store.addCopy(Copy(inventoryNumber: ReadersFixture.inventory("5"), storagePlace: "Ф2"), to: fixture.title,
                                      at: ReadersFixture.village)
        let hold = try library.run(PlaceHold(HoldRequest(ticketNumber: ReadersFixture.ivanov, target: .title(fixture.title))), by: fixture.librarian)
        #expect(hold.state == .inTransit && hold.copy == ReadersFixture.inventory("5"), "\(hold)")
    }
}
