import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

@Suite("Store contract: circulation")
struct CirculationContractTests {
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("12345"), Samples.copy("12346"),
                                                           Samples.copy("12347", status: .lost)])
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        _ = try store.addReader(Samples.reader("000124", surname: "Петров", phone: "+7 900 000-00-01"))
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func lendsForTheDefaultPeriodAndReturns(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let loan = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000123"), dueOn: nil)
        #expect(loan.loan.dueOn == Samples.start.adding(days: 14))
        #expect(loan.titleDescription == "Лермонтов М. Ю. Герой нашего времени")
        #expect(loan.holder?.shortName == "Иванов И. И.")
        let copy = try store.copy(Samples.inventory("12345"))
        #expect(copy.record.copy.status == .onLoan)
        #expect(copy.holder?.ticketNumber == Samples.ticket("000123"))
        #expect(try store.listTitles(CatalogQuery(availability: .onLoan)).items.count == 1)

        clock.advance(days: 3)
        let returned = try store.returnCopy(Samples.inventory("12345"))
        #expect(returned.loan.returnedAt == clock.now())
        #expect(try store.copy(Samples.inventory("12345")).record.copy.status == .available)
        #expect(try store.listTitles(CatalogQuery(availability: .onLoan)).items.isEmpty)
        let reader = try store.reader(Samples.ticket("000123"))
        #expect(reader.openLoans.isEmpty)
        #expect(reader.history.map(\.loan.id) == [loan.loan.id])
    }

    @Test(arguments: StoreFactory.all)
    func usesTheLoanPeriodFromSettingsOrAnExplicitDueDay(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        var settings = try store.settings()
        settings.loanPolicy.periodDays = 30
        try store.saveSettings(settings)
        #expect(try store.settings().loanPolicy.periodDays == 30)
        let loan = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000123"), dueOn: nil)
        #expect(loan.loan.dueOn == Samples.start.adding(days: 30))
        let explicit = try store.lend(Samples.inventory("12346"), to: Samples.ticket("000123"),
                                      dueOn: Day(year: 2024, month: 2, day: 1))
        #expect(explicit.loan.dueOn == Day(year: 2024, month: 2, day: 1))
    }

    @Test(arguments: StoreFactory.all)
    func refusesWhatTheRulesForbid(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000123"), dueOn: nil)
        #expect(throws: LoanError.copyAlreadyOnLoan(Samples.inventory("12345"), heldBy: Samples.ticket("000123"))) {
            try store.lend(Samples.inventory("12345"), to: Samples.ticket("000124"), dueOn: nil)
        }
        #expect(throws: LoanError.copyNotLendable(Samples.inventory("12347"), .lost)) {
            try store.lend(Samples.inventory("12347"), to: Samples.ticket("000124"), dueOn: nil)
        }
        #expect(throws: LoanError.copyNotOnLoan(Samples.inventory("12346"))) {
            try store.returnCopy(Samples.inventory("12346"))
        }
        #expect(throws: LoanError.dueDayNotInFuture(Samples.start)) {
            try store.lend(Samples.inventory("12346"), to: Samples.ticket("000124"), dueOn: Samples.start)
        }
        #expect(throws: ReaderError.readerNotFound(Samples.ticket("999"))) {
            try store.lend(Samples.inventory("12346"), to: Samples.ticket("999"), dueOn: nil)
        }
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("999"))) {
            try store.lend(Samples.inventory("999"), to: Samples.ticket("000124"), dueOn: nil)
        }
        #expect(throws: CatalogError.copyOnLoan(Samples.inventory("12345"))) {
            try store.deleteCopy(Samples.inventory("12345"))
        }
        #expect(throws: CatalogError.copyOnLoan(Samples.inventory("12345"))) {
            try store.updateCopy(Samples.inventory("12345"), with: Samples.copy("12345", status: .lost))
        }
        #expect(throws: CatalogError.loanStatusSetByEditing(Samples.inventory("12346"))) {
            try store.updateCopy(Samples.inventory("12346"), with: Samples.copy("12346", status: .onLoan))
        }
        let title = try #require(try store.title(isbn: ISBN(parsing: "9785170795857")))
        #expect(throws: CatalogError.titleHasCopiesOnLoan(title.id, count: 1)) { try store.deleteTitle(title.id) }
        #expect(throws: ReaderError.readerHasOpenLoans(Samples.ticket("000123"), count: 1)) {
            try store.deleteReader(Samples.ticket("000123"))
        }
        #expect(try store.copy(Samples.inventory("12346")).record.copy.status == .available)
    }

    @Test(arguments: StoreFactory.all)
    func renewsUpToTheLimit(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000123"), dueOn: nil)
        clock.advance(days: 20)
        let renewed = try store.renew(Samples.inventory("12345"), dueOn: nil)
        #expect(renewed.loan.dueOn == Samples.start.adding(days: 34))
        #expect(renewed.loan.renewals == 1)
        _ = try store.renew(Samples.inventory("12345"), dueOn: nil)
        #expect(throws: LoanError.renewalLimitReached(Samples.inventory("12345"), limit: 2)) {
            try store.renew(Samples.inventory("12345"), dueOn: nil)
        }
    }

    @Test(arguments: StoreFactory.all)
    func listsOverdueLoansAsOfADay(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000123"), dueOn: nil)
        _ = try store.lend(Samples.inventory("12346"), to: Samples.ticket("000124"), dueOn: Samples.start.adding(days: 3))
        #expect(try store.overdueLoans(asOf: nil, page: PageRequest()).items.isEmpty)
        #expect(try store.overdueLoans(asOf: Samples.start.adding(days: 14), page: PageRequest()).items
            .map(\.loan.inventoryNumber.rawValue) == ["12346"])
        let later = try store.overdueLoans(asOf: Samples.start.adding(days: 15), page: PageRequest()).items
        #expect(later.map(\.loan.inventoryNumber.rawValue) == ["12346", "12345"])
        #expect(later[0].loan.daysOverdue(on: Samples.start.adding(days: 15)) == 12)
        #expect(later[0].holder?.phone == "+7 900 000-00-01")
    }

    /// A reader who owes for a lost book is not deleted (the debt would name nobody); a reader's
    /// copy on the hold shelf goes to the next reader in the queue when they are deleted.
    @Test(arguments: StoreFactory.all)
    func deletingAReaderRefusesADebtAndPassesTheirHoldOn(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000124"), dueOn: nil)
        _ = try store.recordLoss(Samples.inventory("12345"), by: nil)
        #expect(throws: ReaderError.readerOwesForLosses(Samples.ticket("000124"), count: 1)) {
            try store.deleteReader(Samples.ticket("000124"))
        }
        _ = try store.addReader(Samples.reader("000125", surname: "Сидорова", phone: "+7 900 000-00-02"))
        let title = try #require(try store.title(isbn: ISBN(parsing: "9785170795857"))).id
        let first = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000123"), target: .title(title)), by: nil)
        let next = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000125"), target: .title(title)), by: nil)
        #expect(try store.hold(first.id).state == .waiting && store.hold(next.id).state == .queued)
        try store.deleteReader(Samples.ticket("000123"))
        #expect(try store.hold(next.id).state == .waiting && store.hold(next.id).copy == Samples.inventory("12346"))
    }

    @Test(arguments: StoreFactory.all)
    func deletingAReaderKeepsTheirPastLoansAnonymously(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket("000124"), dueOn: nil)
        _ = try store.returnCopy(Samples.inventory("12345"))
        try store.deleteReader(Samples.ticket("000124"))
        #expect(throws: ReaderError.readerNotFound(Samples.ticket("000124"))) { try store.reader(Samples.ticket("000124")) }
        #expect(try store.copy(Samples.inventory("12345")).openLoan == nil)
    }

    @Test(arguments: StoreFactory.all)
    func concurrentLendsOfOneCopyLetExactlyOneWin(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let tickets = ["000123", "000124"]
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            do {
                _ = try store.lend(Samples.inventory("12345"), to: Samples.ticket(tickets[index % 2]), dueOn: nil)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        let (wins, errors) = outcomes.snapshot()
        #expect(wins == 1)
        #expect(errors.count == 39)
        #expect(errors.allSatisfy { ($0 as? LoanError)?.code == "copy_already_on_loan" })
    }
}

/// Collects outcomes from many threads.
final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var wins = 0
    private var errors: [any Error] = []

    func record(_ error: (any Error)?) {
        lock.withLock {
            if let error { errors.append(error) } else { wins += 1 }
        }
    }

    func snapshot() -> (Int, [any Error]) {
        lock.withLock { (wins, errors) }
    }
}
