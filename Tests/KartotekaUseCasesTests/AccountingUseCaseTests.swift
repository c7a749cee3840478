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
}
