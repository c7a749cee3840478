import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Blocks (set by hand, or by overdue books past the library's thresholds) and lost books: a
/// blocked reader is refused a lend with why and what to do, and a loss ends its loan without a
/// return until it is settled.
@Suite("Store contract: blocks and lost books")
struct StandingContractTests {
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: ["1", "2", "3", "4"].map { Samples.copy($0) })
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        _ = try store.addReader(Samples.reader("000124", surname: "Петров", phone: "+7 900 000-00-01"))
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func aBlockSetByHandStopsLendingUntilItsLastDayOrRemoval(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let block = try store.addBlock(to: Samples.ticket("000123"),
                                       NewManualBlock(reason: "испорчен учебник", until: Samples.start.adding(days: 2), today: Samples.start),
                                       by: "librarian")
        #expect(block.setBy == "librarian" && block.reason == "испорчен учебник")
        do {
            _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: nil)
            Issue.record("a blocked reader was lent a book")
        } catch let error as LoanError {
            #expect(error == .readerBlocked(Samples.ticket("000123"), [.manual(block)]))
            #expect(error.message.russian.contains("испорчен учебник") && error.message.english.contains("lift the block"))
        }
        #expect(try store.reader(Samples.ticket("000123")).blocks == [.manual(block)])
        #expect(try store.blockedReaders(page: PageRequest()).items.map(\.record.reader.ticketNumber) == [Samples.ticket("000123")])
        clock.advance(days: 3)
        #expect(try store.reader(Samples.ticket("000123")).blocks.isEmpty)
        #expect(try store.blockedReaders(page: PageRequest()).items.isEmpty)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: nil)
        let lasting = try store.addBlock(to: Samples.ticket("000124"), NewManualBlock(reason: "x", until: nil, today: store.today()), by: nil)
        try store.removeBlock(lasting.id)
        #expect(throws: CirculationRuleError.blockNotFound(lasting.id)) { try store.removeBlock(lasting.id) }
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000124"), dueOn: nil)
    }

    @Test(arguments: StoreFactory.all)
    func overdueBooksPastTheThresholdsStopLending(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: Samples.start.adding(days: 1))
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000123"), dueOn: Samples.start.adding(days: 5))
        clock.advance(days: 7)
        _ = try store.lend(Samples.inventory("3"), to: Samples.ticket("000123"), dueOn: nil)  // thresholds are off by default
        var settings = try store.settings()
        settings.blocks = BlockThresholds(overdueLoans: 2, overdueDays: 0)
        try store.saveSettings(settings)
        #expect(throws: LoanError.readerBlocked(Samples.ticket("000123"), [.tooManyOverdue(count: 2, limit: 2)])) {
            try store.lend(Samples.inventory("4"), to: Samples.ticket("000123"), dueOn: nil)
        }
        settings.blocks = BlockThresholds(overdueLoans: 0, overdueDays: 6)
        try store.saveSettings(settings)
        #expect(try store.reader(Samples.ticket("000123")).blocks == [.overdueTooLong(Samples.inventory("1"), days: 6, limit: 6)])
        #expect(try store.blockedReaders(page: PageRequest()).items.map(\.record.reader.ticketNumber) == [Samples.ticket("000123")])
        _ = try store.returnCopy(Samples.inventory("1"))
        #expect(try store.reader(Samples.ticket("000123")).blocks.isEmpty)
        _ = try store.lend(Samples.inventory("4"), to: Samples.ticket("000123"), dueOn: nil)
    }

    @Test(arguments: StoreFactory.all)
    func aLostBookEndsItsLoanBlocksTheReaderUntilSettledAndStaysOnRecord(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let loan = try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: nil)
        clock.advance(days: 20)
        let loss = try store.recordLoss(Samples.inventory("1"), by: "desk")
        #expect(loss.loanID == loan.loan.id && loss.inventoryNumber == Samples.inventory("1") && loss.ticketNumber == Samples.ticket("000123"))
        #expect(loss.titleDescription == "Лермонтов М. Ю. Герой нашего времени" && loss.recordedAt == clock.now() && !loss.isSettled)
        #expect(try store.copy(Samples.inventory("1")).record.copy.status == .lost)
        let reader = try store.reader(Samples.ticket("000123"))
        #expect(reader.openLoans.isEmpty && reader.history.first?.loan.lostAt == clock.now())
        #expect(reader.losses.map(\.id) == [loss.id])
        #expect(reader.blocks == [.lossNotSettled(loss.id, Samples.inventory("1"), title: loss.titleDescription)])
        #expect(throws: LoanError.readerBlocked(Samples.ticket("000123"), reader.blocks)) {
            try store.lend(Samples.inventory("2"), to: Samples.ticket("000123"), dueOn: nil)
        }
        #expect(throws: LoanError.copyNotOnLoan(Samples.inventory("1"))) { try store.recordLoss(Samples.inventory("1"), by: nil) }
        #expect(try store.losses(LossQuery(unsettledOnly: true)).items.map(\.id) == [loss.id])

        let settled = try store.settleLoss(loss.id, LossSettlementRequest(how: .paid, note: "квитанция 12", amount: Money(kopecks: 25_400)),
                                           by: "librarian")
        #expect(settled.settlement?.how == .paid && settled.settlement?.amount == Money(kopecks: 25_400))
        #expect(settled.settlement?.settledBy == "librarian" && settled.settlement?.note == "квитанция 12")
        #expect(throws: CirculationRuleError.lossAlreadySettled(loss.id)) {
            try store.settleLoss(loss.id, LossSettlementRequest(how: .replaced, note: "", amount: nil), by: nil)
        }
        #expect(try store.losses(LossQuery(unsettledOnly: true)).items.isEmpty)
        #expect(try store.losses(LossQuery(ticketNumber: Samples.ticket("000123"))).items.map(\.id) == [loss.id])
        #expect(try store.copy(Samples.inventory("1")).record.copy.status == .lost)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000123"), dueOn: nil)
    }

    /// Settled as replaced, the copy the reader brought joins the fund in the same step: under the
    /// lost copy's title, in the month's open receipt of replacements (a new one the first time),
    /// and the ledger of replacements names both copies. A replacement that cannot be catalogued
    /// leaves the loss unsettled and no receipt behind; the lost copy goes into an act of loss.
    @Test(arguments: StoreFactory.all)
    func aLostBookReplacedBringsItsCopyIntoTheFundInOneStep(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: nil)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000124"), dueOn: nil)
        clock.advance(days: 10)
        let first = try store.recordLoss(Samples.inventory("1"), by: nil)
        let second = try store.recordLoss(Samples.inventory("2"), by: nil)

        let taken = LossReplacement(inventoryNumber: Samples.inventory("3"), price: Money(kopecks: 30_000))
        #expect(throws: CatalogError.inventoryNumberTaken(Samples.inventory("3"))) {
            try store.settleLoss(first.id, LossSettlementRequest(how: .replaced, note: "", amount: nil, replacement: taken), by: nil)
        }
        #expect(try !store.loss(first.id).isSettled, "nothing of the failed settlement is kept")
        #expect(try store.receipts(ReceiptQuery()).items.isEmpty)

        let replacement = LossReplacement(inventoryNumber: Samples.inventory("101"), price: Money(kopecks: 30_000))
        let settled = try store.settleLoss(first.id, LossSettlementRequest(how: .replaced, note: "", amount: nil, replacement: replacement),
                                           by: "lib")
        #expect(settled.replacement == Samples.inventory("101") && settled.settlement?.how == .replaced)
        let copy = try store.copy(Samples.inventory("101")).record
        let receipt = try #require(copy.copy.receipt)
        #expect(copy.titleID == (try store.copy(Samples.inventory("2")).record.titleID) && copy.copy.price == Money(kopecks: 30_000))
        #expect(try store.receipt(receipt).receipt.source == .replacement && receipt.year == 2024)

        let again = LossReplacement(inventoryNumber: Samples.inventory("102"), price: nil)
        _ = try store.settleLoss(second.id, LossSettlementRequest(how: .replaced, note: "", amount: nil, replacement: again), by: nil)
        #expect(try store.copy(Samples.inventory("102")).record.copy.receipt == receipt, "the open receipt of replacements is reused")

        let ledger = try store.replacementLedger(LedgerPeriod(year: 2024))
        #expect(ledger.map(\.lossID) == [first.id, second.id])
        #expect(ledger.first?.readerName == "Иванов И. И." && ledger.first?.day == Samples.start.adding(days: 10))
        #expect(ledger.first?.lost.inventoryNumber == Samples.inventory("1") && ledger.first?.lost.year == Samples.lermontov.year)
        #expect(ledger.first?.accepted?.inventoryNumber == Samples.inventory("101") && ledger.first?.accepted?.price == Money(kopecks: 30_000))
        #expect(ledger.first?.accepted?.description == "Лермонтов М. Ю. Герой нашего времени")
        #expect(try store.replacementLedger(LedgerPeriod(year: 2023)).isEmpty)

        #expect(try store.losses(LossQuery(awaitingWriteOff: true)).items.map(\.id) == [second.id, first.id])
        let act = WriteOffAct(date: store.today(), reason: .lost, approvedBy: "", commission: [CommissionMember(name: "Иванова И. И.", role: "")],
                              coefficient: .one, items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("1"))])
        let record = try store.writeOff(act, number: nil, by: nil)
        #expect(try store.loss(first.id).writeOff == record.number)
        #expect(try store.losses(LossQuery(awaitingWriteOff: true)).items.map(\.id) == [second.id])
        // The second lost copy is found and put back on the shelf: there is nothing to write off.
        var found = try store.copy(second.inventoryNumber).record.copy
        found.status = .available
        _ = try store.updateCopy(second.inventoryNumber, with: found)
        #expect(try store.losses(LossQuery(awaitingWriteOff: true)).items.isEmpty)

        // A book brought in a later month opens a batch of its own: January's stays as reported.
        _ = try store.lend(Samples.inventory("3"), to: Samples.ticket("000123"), dueOn: nil)
        clock.advance(days: 40)
        let third = try store.recordLoss(Samples.inventory("3"), by: nil)
        let later = LossReplacement(inventoryNumber: Samples.inventory("103"), price: nil)
        _ = try store.settleLoss(third.id, LossSettlementRequest(how: .replaced, note: "", amount: nil, replacement: later), by: nil)
        let laterReceipt = try #require(try store.copy(Samples.inventory("103")).record.copy.receipt)
        #expect(laterReceipt != receipt && laterReceipt.year == 2024)
    }
}
