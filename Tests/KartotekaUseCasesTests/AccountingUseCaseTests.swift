import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

@Suite("Use cases: the fund's accounts")
struct AccountingUseCaseTests {
    static func receipt(_ number: String = "") -> ReceiptDraft {
        var draft = ReceiptDraft()
        draft.number = number
        draft.receivedOn = CatalogueFixture.today.isoText
        draft.source = ReceiptSource.purchase.rawValue
        return draft
    }

    static func writeOff(_ copies: String) -> WriteOffDraft {
        var draft = WriteOffDraft()
        draft.date = CatalogueFixture.today.isoText
        draft.reason = WriteOffReason.worn.rawValue
        draft.commission = "Петрова: председатель"
        draft.copies = copies
        return draft
    }

    @Test(arguments: StoreFactory.all)
    func receiptsAreEnteredChangedChosenAndRemovedWithTheirAuditLines(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let librarian = fixture.librarian
        let added = try fixture.library.run(AddReceipt(Self.receipt()), by: librarian)
        #expect(added.number == YearlyNumber(year: 2025, number: 1))
        #expect(try fixture.library.run(ChooseReceipt(added.number), by: librarian) == added.number)
        let closed = try fixture.library.run(UpdateReceipt(added.number, to: Self.receipt(), isOpen: false), by: librarian)
        #expect(!closed.isOpen)
        #expect(try fixture.library.run(UpdateReceipt(added.number, to: Self.receipt(), isOpen: nil), by: librarian).isOpen == false)
        #expect(throws: AccountingError.receiptClosed(added.number)) { try fixture.library.run(ChooseReceipt(added.number), by: librarian) }
        try fixture.library.run(DeleteReceipt(added.number), by: librarian)
        #expect(try fixture.auditLines() == [
            "librarian: add receipt — receipt 2025/1", "librarian: choose receipt — receipt 2025/1",
            "librarian: update receipt — receipt 2025/1, closed", "librarian: update receipt — receipt 2025/1, closed",
            "librarian: delete receipt — receipt 2025/1",
        ])
    }

    @Test(arguments: StoreFactory.all)
    func aWriteOffTakesAllItsCopiesOrNone(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        _ = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1", "2"]), ifCatalogued: .refuse),
                                    by: fixture.librarian)
        #expect(throws: CatalogError.self) { try fixture.library.run(RecordWriteOff(Self.writeOff("1\n9")), by: fixture.librarian) }
        #expect(try fixture.store.copy(CatalogueFixture.inventory("1")).record.copy.status == .available)
        #expect(try fixture.store.writeOffs(year: nil, page: PageRequest()).items.isEmpty)
        #expect(try fixture.auditLines().count == 1)
        let act = try fixture.library.run(RecordWriteOff(Self.writeOff("1\n2")), by: fixture.librarian)
        #expect(act.createdBy == "librarian")
        #expect(try fixture.auditLines().last == "librarian: record write-off — act 2025/1 of copies 1, 2")
    }

    @Test(arguments: StoreFactory.all)
    func aStocktakeIsStartedScannedIntoAndFinished(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        _ = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1", "2"]), ifCatalogued: .refuse),
                                    by: fixture.librarian)
        #expect(throws: UseCaseRefusal(action: StartStocktake.action)) {
            try fixture.library.run(StartStocktake(StocktakeScope()), by: fixture.helper)
        }
        let check = try fixture.library.run(StartStocktake(StocktakeScope()), by: fixture.librarian)
        let scans = try fixture.library.run(ScanIntoStocktake(["1", "77"], into: check.id), by: fixture.helper)
        #expect(scans.map(\.outcome) == [.counted, .unknown])
        let report = try fixture.library.run(FinishStocktake(check.id), by: fixture.librarian)
        #expect(report.missing.map(\.inventoryNumber.rawValue) == ["2"])
        #expect(throws: AccountingError.self) { try fixture.library.run(ScanIntoStocktake(["2"], into: check.id), by: fixture.helper) }
        #expect(try fixture.auditLines().dropFirst() == [
            "librarian: start stocktake — stocktake \(check.id)", "helper: scan into stocktake — stocktake \(check.id), 2 numbers",
            "librarian: finish stocktake — stocktake \(check.id)",
        ])
    }

    /// A new price of the edition changes no past period: the copies of a closed batch keep the
    /// price they were entered at; those received later take the new one.
    @Test(arguments: StoreFactory.all)
    func aTitlesNewPriceLeavesAClosedBatchAsReported(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let batch = try fixture.library.run(AddReceipt(Self.receipt()), by: fixture.librarian).number
        var book = CatalogueFixture.book("Физика", author: "Перышкин", copies: ["1", "2"])
        book.title.price = "500"
        book.copies = book.copies.map { var copy = $0; copy.receipt = batch.text; return copy }
        let id = try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: fixture.librarian).details.record.id
        _ = try fixture.library.run(UpdateReceipt(batch, to: Self.receipt(), isOpen: false), by: fixture.librarian)
        let year = LedgerPeriod(year: CatalogueFixture.today.year)
        #expect(try fixture.store.summaryBook(year).receiptTotals.tally.sum == Money(kopecks: 100_000))

        var draft = TitleDraft(try fixture.store.title(id).record.title)
        draft.price = "650"
        _ = try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian)
        #expect(try fixture.store.summaryBook(year).receiptTotals.tally.sum == Money(kopecks: 100_000), "the closed batch as reported")
        #expect(try fixture.store.copy(CatalogueFixture.inventory("1")).record.copy.price == Money(kopecks: 50_000))
        _ = try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "3"), to: id), by: fixture.librarian)
        #expect(try fixture.store.summaryBook(year).receiptTotals.tally.sum == Money(kopecks: 165_000), "a new copy at the new price")
        // Nor does it move to the textbook fund's book while a closed batch holds its copies.
        draft = TitleDraft(try fixture.store.title(id).record.title)
        draft.documentKind = DocumentKind.textbook.rawValue
        let refused = #expect(throws: AccountingError.self) { try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian) }
        #expect(refused?.code == "kind_change_moves_accounted_copies")
        _ = try fixture.library.run(UpdateReceipt(batch, to: Self.receipt(), isOpen: true), by: fixture.librarian)
        #expect(try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian).record.title.documentKind == .textbook,
                "the batch open again, the kind is corrected")
    }

    /// A closed batch keeps what the accounts reported of it: its day moves, or its source
    /// changes, only once it is opened again; its note may change while it is closed.
    @Test(arguments: StoreFactory.all)
    func aClosedBatchKeepsItsDayUntilOpened(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let batch = try fixture.library.run(AddReceipt(Self.receipt()), by: fixture.librarian).number
        _ = try fixture.library.run(UpdateReceipt(batch, to: Self.receipt(), isOpen: false), by: fixture.librarian)
        var moved = Self.receipt()
        moved.receivedOn = Day(year: CatalogueFixture.today.year, month: 1, day: 2)!.isoText
        let refused = #expect(throws: AccountingError.self) {
            try fixture.library.run(UpdateReceipt(batch, to: moved, isOpen: false), by: fixture.librarian)
        }
        #expect(refused?.code == "receipt_closed_for_change")
        var noted = Self.receipt()
        noted.note = "накладная пришла позже"
        #expect(try fixture.library.run(UpdateReceipt(batch, to: noted, isOpen: false), by: fixture.librarian).receipt.note
                == "накладная пришла позже")
        #expect(try fixture.library.run(UpdateReceipt(batch, to: moved, isOpen: true), by: fixture.librarian).receipt.receivedOn
                == Day(year: CatalogueFixture.today.year, month: 1, day: 2), "opened, it is corrected")
    }

    /// A title without a price had its closed batch's copies reported at nought: a price set later
    /// changes no past period.
    @Test(arguments: StoreFactory.all)
    func aPriceGivenLaterLeavesAClosedBatchAtNought(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let batch = try fixture.library.run(AddReceipt(Self.receipt()), by: fixture.librarian).number
        var book = CatalogueFixture.book("Физика", author: "Перышкин", copies: ["1"])
        book.copies = book.copies.map { var copy = $0; copy.receipt = batch.text; return copy }
        let id = try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: fixture.librarian).details.record.id
        _ = try fixture.library.run(UpdateReceipt(batch, to: Self.receipt(), isOpen: false), by: fixture.librarian)
        var draft = TitleDraft(try fixture.store.title(id).record.title)
        draft.price = "650"
        _ = try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian)
        #expect(try fixture.store.summaryBook(LedgerPeriod(year: CatalogueFixture.today.year)).receiptTotals.tally.sum == Money(kopecks: 0))
    }

    /// A copy recorded lost and scanned at a stock check is back on the shelf: lendable, and no
    /// longer waiting for an act of write-off.
    @Test(arguments: StoreFactory.all)
    func aLostCopyFoundAtACheckIsBack(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        _ = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1"]), ifCatalogued: .refuse),
                                    by: fixture.librarian)
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("1"), to: TicketNumber(validating: "000123")), by: fixture.librarian)
        _ = try fixture.library.run(RecordLoss(CatalogueFixture.inventory("1")), by: fixture.librarian)
        #expect(try fixture.store.losses(LossQuery(awaitingWriteOff: true)).items.count == 1)
        let check = try fixture.library.run(StartStocktake(StocktakeScope()), by: fixture.librarian)
        let scans = try fixture.library.run(ScanIntoStocktake(["1"], into: check.id), by: fixture.librarian)
        #expect(scans.map(\.foundLost) == [true])
        #expect(scans[0].message.text(in: .russian).contains("Числился утерянным"))
        #expect(try fixture.store.copy(CatalogueFixture.inventory("1")).record.copy.status == .available)
        #expect(try fixture.store.losses(LossQuery(awaitingWriteOff: true)).items.isEmpty, "nothing to write off")
        #expect(try fixture.library.run(ScanIntoStocktake(["1"], into: check.id), by: fixture.librarian).map(\.foundLost) == [false])
    }

    /// The act that writes off a title's last copy ends the holds queued for it.
    @Test(arguments: StoreFactory.all)
    func writingOffTheLastCopyEndsTheQueuedHolds(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1"]), ifCatalogued: .refuse),
                                         by: fixture.librarian).details.record.id
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        var other = ReaderDraft.workedExampleIvanov
        other.ticketNumber = "000777"
        other.surname = "Орлова"
        other.phone = "+7 900 000-77-77"
        _ = try fixture.library.run(RegisterReader(other), by: .commandLine())
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("1"), to: TicketNumber(validating: "000123")), by: fixture.librarian)
        let hold = try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: TicketNumber(validating: "000777"), target: .title(id))),
                                           by: fixture.librarian)
        _ = try fixture.library.run(RecordLoss(CatalogueFixture.inventory("1")), by: fixture.librarian)
        #expect(try fixture.store.hold(hold.id).state == .queued, "a lost copy may be found or replaced")
        var act = Self.writeOff("1")
        act.reason = WriteOffReason.lost.rawValue
        _ = try fixture.library.run(RecordWriteOff(act), by: fixture.librarian)
        #expect(try fixture.store.hold(hold.id).state == .cancelled)
    }

    @Test(arguments: StoreFactory.all)
    func aCopyWrittenOffWhileACheckRunsIsNotMissing(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        _ = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1", "2", "3"]), ifCatalogued: .refuse),
                                    by: fixture.librarian)
        let check = try fixture.library.run(StartStocktake(StocktakeScope()), by: fixture.librarian)
        _ = try fixture.library.run(ScanIntoStocktake(["1"], into: check.id), by: fixture.helper)
        _ = try fixture.library.run(RecordWriteOff(Self.writeOff("2")), by: fixture.librarian)
        #expect(try fixture.store.stocktakeReport(check.id).missing.map(\.inventoryNumber.rawValue) == ["3"], "while it runs")
        let report = try fixture.library.run(FinishStocktake(check.id), by: fixture.librarian)
        #expect(report.missing.map(\.inventoryNumber.rawValue) == ["3"], "once it ends")
    }
}
