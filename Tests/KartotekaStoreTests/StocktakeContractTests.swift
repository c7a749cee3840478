import Foundation
import Synchronization
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Stock checks, the same on every store: a check expects the copies of the part of the fund it
/// covers; scans count each copy once, from any number of desks at once; what belongs elsewhere
/// and unknown numbers are noted, not refused; its end lists what is missing and writes its day
/// into every copy it checked.
@Suite("Store contract: stock checks")
struct StocktakeContractTests {
    static let village = BranchCode(unchecked: "Ф2")

    /// The main branch with copies 1–6 (4 on loan, 5 written off), a village branch with copy 7.
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = FixedClock(day: try Day(parsing: "2027-05-10"))
        let store = try factory.make(clock)
        _ = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал"))
        let title = try store.addTitle(Samples.lermontov, copies: (1...6).map { Samples.copy(String($0)) }).record.id
        _ = try store.addCopy(Samples.copy("7"), to: title, at: Self.village)
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        _ = try store.lend(Samples.inventory("4"), to: Samples.ticket("000123"), dueOn: nil)
        _ = try store.writeOff(WriteOffAct(date: try Day(parsing: "2027-05-10"), reason: .worn, commission: [CommissionMember(name: "Иванова И. И.")],
                                           items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("5"))]), number: nil, by: nil)
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func aCheckCountsFindsWhatBelongsElsewhereAndListsWhatIsMissing(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let check = try store.startStocktake(StocktakeScope(branch: BranchCode(unchecked: "1")), by: "lib")
        #expect(check.expected == 5 && check.counted == 0 && check.isOpen)
        let first = try store.scan(["1", " 2 ", "", "7", "5", "ХХХ-999"], into: check.id, by: "desk")
        #expect(first.map(\.outcome) == [.counted, .counted, .elsewhere(.anotherBranch(Self.village)), .elsewhere(.writtenOff), .unknown])
        #expect(first[0].description == "Лермонтов М. Ю. Герой нашего времени")
        let again = try store.scan(["1"], into: check.id, by: "desk 2")
        #expect(again.map(\.outcome) == [.alreadyCounted])
        var progress = try store.stocktake(check.id)
        #expect(progress.counted == 2 && progress.onPaper == 1 && progress.elsewhere == 2 && progress.unknown == 1 && progress.missing == 2)

        clock.advance(days: 1)
        let report = try store.finishStocktake(check.id, by: "lib")
        #expect(report.record.finishedOn == (try Day(parsing: "2027-05-11")))
        #expect(report.missing.map(\.inventoryNumber.rawValue) == ["3", "6"])
        #expect(report.onPaper.map(\.inventoryNumber.rawValue) == ["4"] && report.onPaper[0].status == .onLoan)
        #expect(report.elsewhere.map(\.inventoryNumber.rawValue) == ["5", "7"] && report.unknown == ["ХХХ-999"])
        #expect(report.elsewhere.map(\.mismatch) == [.writtenOff, .anotherBranch(Self.village)])
        #expect(try store.copy(Samples.inventory("1")).record.checkedOn == (try Day(parsing: "2027-05-11")))
        #expect(try store.copy(Samples.inventory("4")).record.checkedOn == (try Day(parsing: "2027-05-11")))
        #expect(try store.copy(Samples.inventory("3")).record.checkedOn == nil)
        #expect(throws: AccountingError.stocktakeFinished(check.id)) { try store.scan(["3"], into: check.id, by: nil) }
        #expect(throws: AccountingError.stocktakeFinished(check.id)) { try store.finishStocktake(check.id, by: nil) }

        // The act stays as it was when the check ended, whatever happens to the copies later.
        _ = try store.returnCopy(Samples.inventory("4"))
        progress = try store.stocktake(check.id)
        #expect(progress.onPaper == 1 && progress.missing == 2)
        #expect(try store.stocktakeReport(check.id).missing.count == 2)
        #expect(try store.stocktakes(page: PageRequest()).items.map(\.id) == [check.id])
        #expect(throws: AccountingError.stocktakeNotFound(StocktakeID(999))) { try store.stocktake(StocktakeID(999)) }
    }

    /// A copy away from home (sent to the village and received there): a check of its home branch
    /// takes it as on paper, since it does not see the village's shelves; a check of the whole
    /// library looks for it where it stands, and misses it when it is not found.
    @Test(arguments: StoreFactory.all)
    func aCopyAwayFromHomeIsOnPaperForItsBranchAndLookedForByTheWholeLibrary(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.sendCopy(Samples.inventory("6"), to: Self.village, by: nil)
        _ = try store.receiveCopy(Samples.inventory("6"), at: Self.village, by: nil)
        let home = try store.startStocktake(StocktakeScope(branch: BranchCode(unchecked: "1")), by: "lib")
        let whole = try store.startStocktake(StocktakeScope(), by: "lib")
        #expect(try store.stocktakeReport(home.id).onPaper.map(\.inventoryNumber.rawValue).contains("6"))
        let report = try store.finishStocktake(whole.id, by: "lib")
        #expect(report.missing.map(\.inventoryNumber.rawValue).contains("6") && !report.onPaper.map(\.inventoryNumber.rawValue).contains("6"))
    }

    /// A copy found on the shelf while it is recorded as lent: its loan is closed as returned by
    /// the scan, which says so, so the reader gets no more overdue letters for it.
    @Test(arguments: StoreFactory.all)
    func aCopyFoundOnTheShelfWhileOnLoanHasItsLoanClosed(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let check = try store.startStocktake(StocktakeScope(branch: BranchCode(unchecked: "1")), by: "lib")
        clock.advance(days: 40)
        #expect(try store.overdueLoans(asOf: nil, page: PageRequest()).items.map(\.loan.inventoryNumber.rawValue) == ["4"])
        let today = try store.today()
        let sameDay = try LedgerPeriod(from: today, to: today)
        let before = try store.statistics(StatisticsQuery(period: sameDay)).total
        let scans = try store.scan(["4", "1"], into: check.id, by: "desk")
        // No reader came to the desk: no return, no visit, nobody served that day.
        let after = try store.statistics(StatisticsQuery(period: sameDay)).total
        #expect(after.returns == before.returns && after.visits == before.visits, "\(before) \(after)")
        #expect(scans.map(\.outcome) == [.counted, .counted])
        #expect(scans[0].closedLoan?.ticketNumber == Samples.ticket("000123") && scans[1].closedLoan == nil)
        #expect(scans[0].message.russian.contains("выдача закрыта как возврат при проверке"))
        #expect(try store.reader(Samples.ticket("000123")).openLoans.isEmpty)
        #expect(try store.copy(Samples.inventory("4")).record.copy.status == .available)
        #expect(try store.overdueLoans(asOf: nil, page: PageRequest()).items.isEmpty, "no overdue letter goes out for it")
        #expect(try store.scan(["4"], into: check.id, by: "desk").first?.closedLoan == nil)
        let report = try store.finishStocktake(check.id, by: "lib")
        #expect(report.onPaper.isEmpty && !report.missing.map(\.inventoryNumber.rawValue).contains("4"))
    }

    /// A range of numbers with letters runs in the natural order (`У1-2`, `У1-9`, `У1-10`), as the
    /// inventory book lists them, not in the order of their text (where `У1-10` comes first).
    @Test(arguments: StoreFactory.all)
    func aRangeOfNumbersWithLettersRunsInTheNaturalOrder(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let title = try store.copy(Samples.inventory("1")).record.titleID
        for number in ["У1-2", "У1-9", "У1-10", "У2-1", "У1-1"] { _ = try store.addCopy(Samples.copy(number), to: title) }
        _ = try store.addCopy(Samples.copy("У1-3"), to: title, at: Self.village)
        let scope = try StocktakeScope(inventoryFrom: Samples.inventory("У1-2"), inventoryTo: Samples.inventory("У1-10")).validated()
        let check = try store.startStocktake(scope, by: nil)
        #expect(check.expected == 4)
        #expect(try store.scan(["У1-9", "У1-10", "У2-1", "3"], into: check.id, by: nil).map(\.outcome)
                    == [.counted, .counted, .elsewhere(.outsideRange), .elsewhere(.outsideRange)])
        let fromPlain = try store.startStocktake(StocktakeScope(branch: Self.village, inventoryFrom: Samples.inventory("7"),
                                                                inventoryTo: Samples.inventory("У1-5")), by: nil)
        #expect(fromPlain.expected == 2, "7 and У1-3 of the village branch")
    }

    /// Two desks scanning the same copies at the same time: each copy counts once, and neither
    /// desk is refused.
    @Test(arguments: StoreFactory.all)
    func twoDesksScanningAtOnceCountEachCopyOnce(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let check = try store.startStocktake(StocktakeScope(inventoryFrom: Samples.inventory("1"), inventoryTo: Samples.inventory("6")),
                                             by: nil)
        #expect(check.expected == 5)
        let numbers = ["1", "2", "3", "6", "1", "2", "3", "6"]
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { desk in
            do {
                for number in desk == 0 ? numbers : numbers.reversed() {
                    _ = try store.scan([number], into: check.id, by: "desk \(desk)")
                }
            } catch {
                failures.withLock { $0.append(String(describing: error)) }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let progress = try store.stocktake(check.id)
        #expect(progress.counted == 4 && progress.onPaper == 1 && progress.missing == 0 && progress.elsewhere == 0)
        let outside = try store.scan(["7"], into: check.id, by: nil)
        #expect(outside.map(\.outcome) == [.elsewhere(.outsideRange)])
    }
}
