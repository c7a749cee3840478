import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// The fund's accounts, the same on every store: batches numbered from 1 each year that copies
/// join, acts of write-off that take copies out of the fund whole or not at all, the book of
/// summary accounting whose totals reconcile to the copy, and the inventory book.
@Suite("Store contract: fund accounts")
struct AccountingContractTests {
    static func day(_ text: String) -> Day { try! Day(parsing: text) }
    static func number(_ text: String) -> YearlyNumber { YearlyNumber(text: text)! }

    static let physics = Title(firstAuthor: PersonName(parsing: "Перышкин А. В."), title: "Физика", year: 2019, price: Money(kopecks: 50_000),
                               bbk: "22.3я721")
    static let leaflet = Title(title: "Памятка первокласснику", year: 2025, pages: 20, bbk: "74.200.58")

    static func batch(_ day: String, _ source: ReceiptSource, _ kind: AccompanyingDocumentKind, _ number: String = "",
                      supplier: String = "") -> Receipt {
        Receipt(receivedOn: Self.day(day), source: source, supplier: supplier,
                document: AccompanyingDocument(kind: kind, number: number, date: Self.day(day)))
    }

    static func copy(_ number: String, receipt: String? = nil, price: Int64? = nil, onBalance: Bool = true, type: DocumentType = .book,
                     received: String? = nil) -> Copy {
        Copy(inventoryNumber: Samples.inventory(number), storagePlace: "АБ", price: price.map(Money.init(kopecks:)),
             receivedOn: received.map(day), receipt: receipt.map(Self.number), onBalance: onBalance, documentType: type)
    }

    static func act(_ day: String, _ reason: WriteOffReason, _ numbers: [String], coefficient: Coefficient = .one) -> WriteOffAct {
        WriteOffAct(date: Self.day(day), reason: reason, approvedBy: "Директор Петров П. П.",
                    commission: [CommissionMember(name: "Иванова И. И.", role: "председатель"), CommissionMember(name: "Сидорова С. С.", role: "бухгалтер")],
                    coefficient: coefficient, items: numbers.map { WriteOffItemRequest(inventoryNumber: Samples.inventory($0)) })
    }

    /// Two years of a small library, each figure of its book of summary accounting worked out by
    /// hand: a copy catalogued in December 2025 without a batch (254.00, the edition's price);
    /// in 2026 batch 1 (two copies of Lermontov at 254.00 and 300.00, a physics book at 500.00)
    /// and batch 2 (a brochure at 50.00, off the balance), then act 1 writing off a Lermontov
    /// (254.00 × 1.5); in 2027 batch 1 (a journal at 520.00) and act 1 writing off the physics
    /// book and the copy without a batch.
    @Test(arguments: StoreFactory.all)
    func twoYearsOfAccountsReconcileToTheCopy(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2026-03-01"))
        let store = try factory.make(clock)
        let lermontov = try store.addTitle(Samples.lermontov, copies: [Self.copy("90", received: "2025-12-20")]).record.id
        let physics = try store.addTitle(Self.physics, copies: []).record.id
        let leaflet = try store.addTitle(Self.leaflet, copies: []).record.id
        let first = try store.addReceipt(Self.batch("2026-02-01", .purchase, .invoice, "17", supplier: "Библио-Глобус"), number: nil, by: "lib")
        #expect(first.number == Self.number("2026/1") && first.isOpen)
        let second = try store.addReceipt(Self.batch("2026-02-20", .gift, .acceptanceAct, "1"), number: nil, by: nil)
        #expect(second.number == Self.number("2026/2"))
        _ = try store.addCopy(Self.copy("1", receipt: "2026/1"), to: lermontov)
        _ = try store.addCopy(Self.copy("2", receipt: "2026/1", price: 30_000), to: lermontov)
        _ = try store.addCopy(Self.copy("3", receipt: "2026/1"), to: physics)
        _ = try store.addCopy(Self.copy("4", receipt: "2026/2", price: 5_000, onBalance: false, type: .brochure), to: leaflet)
        #expect(try store.copy(Samples.inventory("1")).record.copy.receivedOn == Self.day("2026-02-01"))
        let counted = try store.receipt(Self.number("2026/1")).tally
        #expect(counted == FundTally(onBalanceCopies: 3, onBalanceSum: Money(kopecks: 105_400), titles: 2))

        clock.set(FixedClock(day: Self.day("2026-06-01")).now())
        let act = try store.writeOff(Self.act("2026-05-15", .worn, ["1"], coefficient: try Coefficient(parsing: "1,5")), number: nil, by: "lib")
        #expect(act.number == Self.number("2026/1") && act.items.map(\.sum) == [Money(kopecks: 38_100)])
        #expect(act.commission.first?.name == "Иванова И. И." && act.items.first?.description == "Лермонтов М. Ю. Герой нашего времени")

        clock.set(FixedClock(day: Self.day("2027-03-01")).now())
        _ = try store.addReceipt(Self.batch("2027-02-10", .subscription, .waybill, "5"), number: nil, by: nil)
        _ = try store.addCopy(Self.copy("5", receipt: "2027/1", price: 52_000, type: .journal), to: physics)
        clock.set(FixedClock(day: Self.day("2027-04-01")).now())
        _ = try store.writeOff(Self.act("2027-03-20", .lost, ["3", "90"]), number: nil, by: nil)

        let year2026 = try store.summaryBook(LedgerPeriod(year: 2026))
        #expect(year2026.movement.count == 1 && year2026.reconciles)
        let movement = year2026.movement[0]
        #expect(movement.start == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 25_400)))
        #expect(movement.received == FundTally(onBalanceCopies: 3, onBalanceSum: Money(kopecks: 105_400), offBalanceCopies: 1,
                                               offBalanceSum: Money(kopecks: 5_000)))
        #expect(movement.writtenOff == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 25_400)))
        #expect(movement.end == FundTally(onBalanceCopies: 3, onBalanceSum: Money(kopecks: 105_400), offBalanceCopies: 1,
                                          offBalanceSum: Money(kopecks: 5_000)))
        #expect(year2026.receipts.map(\.number) == [Self.number("2026/1"), Self.number("2026/2")])
        let line = year2026.receipts[0]
        #expect(line.tally.copies == 3 && line.tally.titles == 2 && line.tally.sum == Money(kopecks: 105_400) && line.source == .purchase)
        #expect(line.breakdown.byType == [.book: 3] && line.breakdown.bySection == [.fiction: 2, .naturalSciences: 1])
        #expect(year2026.receipts[1].breakdown == KSUBreakdown(byType: [.brochure: 1], bySection: [.education: 1]))
        #expect(year2026.receipts[1].tally.offBalanceSum == Money(kopecks: 5_000) && year2026.receipts[1].tally.onBalanceCopies == 0)
        #expect(year2026.receiptTotals.tally.copies == 4 && year2026.receiptTotals.tally.titles == 3)
        #expect(year2026.writeOffs.count == 1 && year2026.writeOffs[0].reason == .worn)
        #expect(year2026.writeOffTotals.revaluedSum == Money(kopecks: 38_100))
        #expect(year2026.byReason == [.worn: FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 25_400))])
        #expect(year2026.copiesWithoutReceipt == 0 && year2026.writtenOffWithoutAct == 0)

        let year2025 = try store.summaryBook(LedgerPeriod(year: 2025))
        #expect(year2025.copiesWithoutReceipt == 1 && year2025.receipts.map(\.number) == [nil])
        #expect(year2025.movement[0].end == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 25_400)))

        let twoYears = try store.summaryBook(LedgerPeriod(from: Self.day("2026-01-01"), to: Self.day("2027-12-31")))
        #expect(twoYears.movement.count == 3 && twoYears.reconciles)
        #expect(twoYears.movement[1].start == movement.end)
        #expect(twoYears.movement[1].received == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 52_000)))
        #expect(twoYears.movement[1].writtenOff == FundTally(onBalanceCopies: 2, onBalanceSum: Money(kopecks: 75_400)))
        let end = FundTally(onBalanceCopies: 2, onBalanceSum: Money(kopecks: 82_000), offBalanceCopies: 1, offBalanceSum: Money(kopecks: 5_000))
        #expect(twoYears.movement[1].end == end && twoYears.movement[2].end == end && twoYears.countedEnd == end)
        #expect(twoYears.movement[2].start == movement.start)
        #expect(twoYears.writeOffs.map(\.number) == [Self.number("2026/1"), Self.number("2027/1")])
        #expect(twoYears.byReason[.lost] == FundTally(onBalanceCopies: 2, onBalanceSum: Money(kopecks: 75_400)))

        let book = try store.inventoryBook(InventoryBookQuery())
        #expect(book.items.map(\.inventoryNumber.rawValue) == ["1", "2", "3", "4", "5", "90"])
        #expect(book.items[0].writeOff?.act == Self.number("2026/1") && book.items[0].receipt == Self.number("2026/1"))
        #expect(book.items[5].receipt == nil && book.items[5].receivedOn == Self.day("2025-12-20") && book.items[5].price == Money(kopecks: 25_400))
        let range = try store.inventoryBook(InventoryBookQuery(inventoryFrom: Samples.inventory("3"), inventoryTo: Samples.inventory("10")))
        #expect(range.items.map(\.inventoryNumber.rawValue) == ["3", "4", "5"])
        let received = try store.inventoryBook(InventoryBookQuery(receivedFrom: Self.day("2027-01-01")))
        #expect(received.items.map(\.inventoryNumber.rawValue) == ["5"])
        #expect(try store.inventoryBook(InventoryBookQuery(receipt: Self.number("2026/1"))).items.count == 3)
    }

    /// The inventory book orders numbers naturally, as every list of copies does: plain numbers
    /// by value and first, numbers with letters by their runs of digits (`У1-2` before `У1-10`);
    /// its pages and its ranges follow that order.
    @Test(arguments: StoreFactory.all)
    func theInventoryBookOrdersNumbersNaturally(factory: StoreFactory) throws {
        let store = try factory.make(FixedClock(day: Self.day("2026-03-01")))
        let numbers = ["У1-10", "10", "У1-2", "2", "У2-1", "1", "У1-1", "007", "А5", "А10", "20/3", "20/10"]
        _ = try store.addTitle(Samples.lermontov, copies: numbers.map { Self.copy($0) })
        let natural = ["1", "2", "007", "10", "20/3", "20/10", "А5", "А10", "У1-1", "У1-2", "У1-10", "У2-1"]
        #expect(numbers.map(Samples.inventory).sorted().map(\.rawValue) == natural, "the order every list of copies keeps")
        #expect(try store.inventoryBook(InventoryBookQuery()).items.map(\.inventoryNumber.rawValue) == natural)
        var paged: [String] = []
        var query = InventoryBookQuery(page: PageRequest(offset: 0, limit: 5))
        while true {
            let page = try store.inventoryBook(query)
            paged += page.items.map(\.inventoryNumber.rawValue)
            guard page.hasMore else { break }
            query.page.offset += 5
        }
        #expect(paged == natural)
        let range = try store.inventoryBook(InventoryBookQuery(inventoryFrom: Samples.inventory("У1-2"), inventoryTo: Samples.inventory("У1-10")))
        #expect(range.items.map(\.inventoryNumber.rawValue) == ["У1-2", "У1-10"])
        let numeric = try store.inventoryBook(InventoryBookQuery(inventoryFrom: Samples.inventory("2"), inventoryTo: Samples.inventory("10")))
        #expect(numeric.items.map(\.inventoryNumber.rawValue) == ["2", "007", "10"])
    }

    /// An act is one transaction: a copy on loan, one written off already, one on its way or one
    /// received after the act's day refuses the whole act, and nothing of it is kept.
    @Test(arguments: StoreFactory.all)
    func anActWritesOffAllItsCopiesOrNone(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2026-03-01"))
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: [Self.copy("1"), Self.copy("2"), Self.copy("3", received: "2026-02-01")])
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("000123"), dueOn: nil)
        #expect(throws: AccountingError.copyOnLoanInAct(Samples.inventory("2"))) {
            try store.writeOff(Self.act("2026-03-01", .worn, ["1", "2"]), number: nil, by: nil)
        }
        #expect(try store.copy(Samples.inventory("1")).record.copy.status == .available)
        #expect(try store.writeOffs(year: nil, page: PageRequest()).items.isEmpty)
        #expect(throws: AccountingError.copyReceivedAfterAct(Samples.inventory("3"), received: Self.day("2026-02-01"))) {
            try store.writeOff(Self.act("2026-01-10", .worn, ["3"]), number: nil, by: nil)
        }
        let act = try store.writeOff(Self.act("2026-03-01", .lost, ["1"]), number: Self.number("2026/7"), by: nil)
        #expect(act.number == Self.number("2026/7"))
        #expect(throws: AccountingError.copyAlreadyWrittenOff(Samples.inventory("1"), act: "2026/7")) {
            try store.writeOff(Self.act("2026-03-01", .worn, ["3", "1"]), number: nil, by: nil)
        }
        #expect(try store.copy(Samples.inventory("3")).record.copy.status == .available)
        #expect(throws: AccountingError.writeOffNumberTaken(Self.number("2026/7"))) {
            try store.writeOff(Self.act("2026-03-01", .worn, ["3"]), number: Self.number("2026/7"), by: nil)
        }
        #expect(try store.writeOff(Self.act("2026-03-01", .worn, ["3"]), number: nil, by: nil).number == Self.number("2026/8"))

        // A copy a reader's hold waits for (on the hold shelf) is not written off under them.
        _ = try store.addCopy(Self.copy("4"), to: written(store), at: nil)
        _ = try store.addReader(Samples.reader("000124", surname: "Петров", phone: "+7 900 000-00-01"))
        let hold = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000124"), target: .copy(Samples.inventory("4"))), by: nil)
        #expect(throws: AccountingError.copyHeldInAct(Samples.inventory("4"))) {
            try store.writeOff(Self.act("2026-03-01", .lost, ["4"]), number: nil, by: nil)
        }
        _ = try store.cancelHold(hold.id, reader: nil, by: nil)
        #expect(try store.writeOff(Self.act("2026-03-01", .lost, ["4"]), number: nil, by: nil).items.count == 1)

        // The written-off copy stays in history, out of the fund: not lendable, not deletable, its
        // status kept, and its loans and title still there.
        let written = try store.copy(Samples.inventory("1")).record
        #expect(written.copy.status == .writtenOff && written.writeOff?.act == Self.number("2026/7"))
        #expect(throws: AccountingError.copyInAct(Samples.inventory("1"), act: Self.number("2026/7"))) {
            try store.deleteCopy(Samples.inventory("1"))
        }
        var back = written.copy
        back.status = .available
        #expect(throws: AccountingError.copyWrittenOffByAct(Samples.inventory("1"), act: Self.number("2026/7"))) {
            try store.updateCopy(Samples.inventory("1"), with: back)
        }
        #expect(throws: (any Error).self) { try store.lend(Samples.inventory("1"), to: Samples.ticket("000123"), dueOn: nil) }
        #expect(try store.title(written.titleID).byBranch.first?.onShelf == 0)
    }

    /// The title of the copies the act test writes off.
    private func written(_ store: any LibraryStore) throws -> TitleID {
        try store.copy(Samples.inventory("1")).record.titleID
    }

    /// A batch's day does not move after the act that wrote off one of its copies: the book of
    /// summary accounting would take the copy out before it came in.
    @Test(arguments: StoreFactory.all)
    func aBatchDoesNotComeAfterTheActThatWroteOffItsCopy(factory: StoreFactory) throws {
        let store = try factory.make(FixedClock(day: Self.day("2027-03-10")))
        let title = try store.addTitle(Samples.lermontov, copies: []).record.id
        let batch = try store.addReceipt(Self.batch("2027-01-10", .purchase, .invoice), number: nil, by: nil)
        _ = try store.addCopy(Self.copy("100", receipt: "2027/1"), to: title)
        _ = try store.writeOff(Self.act("2027-02-01", .worn, ["100"]), number: nil, by: nil)
        var later = batch.receipt
        later.receivedOn = Self.day("2027-03-01")
        #expect(throws: AccountingError.receiptAfterWriteOff(batch.number, act: Self.day("2027-02-01"))) {
            try store.updateReceipt(batch.number, with: later, isOpen: true)
        }
        later.receivedOn = Self.day("2027-02-01")
        #expect(try store.updateReceipt(batch.number, with: later, isOpen: true).receipt.receivedOn == Self.day("2027-02-01"))
    }

    /// Batches: numbered from 1 each year, a number taken refused; a copy joins an open batch
    /// that exists (it takes the batch's day), a closed one refuses it; a copy is written off
    /// through an act only.
    @Test(arguments: StoreFactory.all)
    func batchesAreNumberedByYearAndCopiesJoinOpenOnes(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2027-03-01"))
        let store = try factory.make(clock)
        let title = try store.addTitle(Samples.lermontov, copies: []).record.id
        _ = try store.addReceipt(Self.batch("2026-12-30", .purchase, .invoice), number: nil, by: nil)
        let this = try store.addReceipt(Self.batch("2027-01-15", .gift, .acceptanceAct), number: nil, by: nil)
        #expect(this.number == Self.number("2027/1"))
        #expect(throws: AccountingError.receiptNumberTaken(Self.number("2027/1"))) {
            try store.addReceipt(Self.batch("2027-01-16", .gift, .acceptanceAct), number: Self.number("2027/1"), by: nil)
        }
        #expect(throws: AccountingError.receiptNotFound(Self.number("2027/9"))) {
            try store.addCopy(Self.copy("1", receipt: "2027/9"), to: title)
        }
        var closed = this.receipt
        closed.supplier = "Читатель"
        #expect(try store.updateReceipt(this.number, with: closed, isOpen: false).receipt.supplier == "Читатель")
        #expect(throws: AccountingError.receiptClosed(Self.number("2027/1"))) { try store.addCopy(Self.copy("1", receipt: "2027/1"), to: title) }
        var elsewhen = closed
        elsewhen.receivedOn = Self.day("2026-05-01")
        #expect(throws: AccountingError.receiptYearFixed(Self.number("2027/1"))) {
            try store.updateReceipt(this.number, with: elsewhen, isOpen: true)
        }
        _ = try store.updateReceipt(this.number, with: closed, isOpen: true)
        let added = try store.addCopy(Self.copy("1", receipt: "2027/1"), to: title)
        #expect(added.copy.receivedOn == Self.day("2027-01-15") && added.copy.receipt == this.number)
        #expect(throws: AccountingError.receiptHasCopies(this.number, count: 1)) { try store.deleteReceipt(this.number) }
        try store.deleteReceipt(Self.number("2026/1"))
        #expect(try store.receipts(ReceiptQuery()).items.map(\.number) == [this.number])
        #expect(try store.receipts(ReceiptQuery(year: 2026)).items.isEmpty)
        var gone = added.copy
        gone.status = .writtenOff
        #expect(throws: AccountingError.writeOffByEditing(Samples.inventory("1"))) { try store.updateCopy(Samples.inventory("1"), with: gone) }

        // Closed again, the batch keeps what it counted: a copy neither leaves it nor changes its price;
        // its place on the shelf may change.
        _ = try store.updateReceipt(this.number, with: closed, isOpen: false)
        for change in [{ (copy: inout Copy) in copy.receipt = nil }, { $0.price = Money(kopecks: 254_000) }, { $0.onBalance = false }] {
            var edited = added.copy
            change(&edited)
            #expect(throws: AccountingError.copyInClosedReceipt(Samples.inventory("1"), receipt: this.number)) {
                try store.updateCopy(Samples.inventory("1"), with: edited)
            }
        }
        var moved = added.copy
        moved.storagePlace = "ЧЗ"
        #expect(try store.updateCopy(Samples.inventory("1"), with: moved).copy.storagePlace == "ЧЗ")
    }
}
