import Foundation
import KartotekaCore
import KartotekaExchange
import Testing

/// The fund's accounts in IRBIS 910 as IRBIS keeps them: the КСУ number of a copy's batch (^U),
/// the act its batch came with (^Y), the act that wrote it off (^V) and the day of its last stock
/// check (^S) — written by an export and read back by an import, which makes a batch of each КСУ
/// number the library lacks.
@Suite("IRBIS exchange of the fund's accounts")
struct AccountsExchangeTests {
    static func number(_ text: String) -> InventoryNumber { InventoryNumber(unchecked: text) }

    /// The worked example's book with copy 12345 found by a stock check, and copies 12346 and
    /// 12347 of batch 2024/1 (acceptance act № 3), the first written off by act 2024/1.
    private func library() throws -> (ExchangeFixture, TitleID) {
        let fixture = try ExchangeFixture()
        try fixture.configure()
        let title = try fixture.addLermontov()
        let batch = Receipt(receivedOn: Day(year: 2024, month: 1, day: 10)!, source: .gift,
                            document: AccompanyingDocument(kind: .acceptanceAct, number: "3"))
        _ = try fixture.store.addReceipt(batch, number: nil, by: nil)
        _ = try fixture.store.addCopy(Copy(inventoryNumber: Self.number("12346"), storagePlace: "АБ", receipt: YearlyNumber(year: 2024, number: 1)),
                                      to: title.record.id)
        _ = try fixture.store.addCopy(Copy(inventoryNumber: Self.number("12347"), storagePlace: "АБ", price: Money(kopecks: 30_000),
                                           receipt: YearlyNumber(year: 2024, number: 1)), to: title.record.id)
        fixture.clock.advance(days: 5)
        _ = try fixture.store.writeOff(WriteOffAct(date: Day(year: 2024, month: 1, day: 20)!, reason: .worn,
                                                   commission: [CommissionMember(name: "Иванова И. И.")],
                                                   items: [WriteOffItemRequest(inventoryNumber: Self.number("12346"))]), number: nil, by: nil)
        let check = try fixture.store.startStocktake(StocktakeScope(), by: nil)
        _ = try fixture.store.scan(["12345", "12347"], into: check.id, by: nil)
        _ = try fixture.store.finishStocktake(check.id, by: nil)
        return (fixture, title.record.id)
    }

    @Test func anExportCarriesTheAccountsAsTheGoldenFileShows() throws {
        let (fixture, id) = try library()
        let expected = String(decoding: try ExchangeFixture.bytes("irbis/example-book-with-accounts.txt"), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\r\n")
        // Both writers: the general one (UTF-8) and the plain records' own (Windows-1251).
        let utf8 = try fixture.exporter.exportFile(.titles(.ids([id])), format: .text, encoding: .utf8)
        #expect(String(decoding: utf8.bytes, as: UTF8.self) == expected)
        let cp1251 = try fixture.exporter.exportFile(.titles(.ids([id])), format: .text)
        #expect(CP1251.decode(cp1251.bytes) == expected)
    }

    @Test func anImportKeepsTheAccountsAndMakesTheBatches() throws {
        let fixture = try ExchangeFixture(at: ExchangeFixture.instant(2024, 2, 1))
        let bytes = try ExchangeFixture.bytes("irbis/example-book-with-accounts.txt")
        let report = try fixture.importer.run(bytes, source: .irbisText, encoding: .utf8)
        #expect(report.outcome.copiesAdded == 3 && report.diagnostics.isEmpty)
        let batch = try fixture.store.receipt(YearlyNumber(year: 2024, number: 1))
        #expect(batch.receipt.receivedOn == Day(year: 2024, month: 1, day: 10)! && batch.receipt.source == .other && !batch.isOpen)
        #expect(batch.receipt.document == AccompanyingDocument(kind: .acceptanceAct, number: "3") && batch.tally.copies == 2)
        let checked = try fixture.store.copy(Self.number("12345")).record
        #expect(checked.checkedOn == Day(year: 2024, month: 1, day: 20)! && checked.copy.receipt == nil)
        let gone = try fixture.store.copy(Self.number("12346")).record
        #expect(gone.copy.status == .writtenOff && gone.writeOff == CopyWriteOff(reference: "2024/1"))
        // A copy written off in IRBIS, without an act here, stays out of the book of summary accounting.
        let book = try fixture.store.summaryBook(LedgerPeriod(year: 2024))
        #expect(book.writtenOffWithoutAct == 1 && book.receiptTotals.tally.copies == 2 && book.reconciles)
        // And exported again, the same 910 fields.
        let again = String(decoding: try fixture.exporter.exportFile(.titles(.all), format: .text, encoding: .utf8).bytes, as: UTF8.self)
        for field in ["#910: ^A0^B12345^C20240115^DАБ^E254.00^S20240120", "#910: ^A6^B12346^C20240110^DАБ^E254.00^U2024/1^Y3^V2024/1",
                      "#910: ^A0^B12347^C20240110^DАБ^E300.00^U2024/1^Y3^S20240120"] {
            #expect(again.contains(field + "\r\n"), "\(field) in \(again)")
        }
    }

    @Test func anImportJoinsCopiesWithoutAKSUNumberToTheBatchGiven() throws {
        let fixture = try ExchangeFixture()
        let given = try fixture.store.addReceipt(Receipt(receivedOn: Day(year: 2024, month: 1, day: 12)!, source: .purchase,
                                                         document: AccompanyingDocument(kind: .waybill, number: "88")), number: nil, by: nil)
        let record = "#920: PAZK\n#200: ^AОтцы и дети\n#910: ^A0^B501^DАБ\n#910: ^A0^B502^DАБ^U2023/4\n*****\n"
        let report = try fixture.importer.run(Array(record.utf8), source: .irbisText, encoding: .utf8, receipt: given.number)
        #expect(report.outcome.copiesAdded == 2)
        #expect(try fixture.store.copy(Self.number("501")).record.copy.receipt == given.number)
        #expect(try fixture.store.copy(Self.number("501")).record.copy.receivedOn == Day(year: 2024, month: 1, day: 12)!)
        #expect(try fixture.store.copy(Self.number("502")).record.copy.receipt == YearlyNumber(year: 2023, number: 4))
        #expect(try fixture.store.receipt(YearlyNumber(year: 2023, number: 4)).receipt.receivedOn == Day(year: 2023, month: 1, day: 1)!)
        #expect(throws: AccountingError.receiptNotFound(YearlyNumber(year: 2024, number: 9))) {
            try fixture.importer.run(Array(record.utf8), source: .irbisText, encoding: .utf8, receipt: YearlyNumber(year: 2024, number: 9))
        }
    }

    /// An import that updates the library's copies gives the batch named to the new copies only:
    /// a copy the library has keeps its batch, and one the accounts have reported (a closed batch)
    /// keeps its day and price too, whatever the record says.
    @Test func anUpdateGivesTheBatchToNewCopiesOnly() throws {
        let fixture = try ExchangeFixture()
        let first = try fixture.store.addReceipt(Receipt(receivedOn: Day(year: 2024, month: 1, day: 12)!, source: .purchase,
                                                         document: AccompanyingDocument(kind: .waybill, number: "90")), number: nil, by: nil)
        let record = "#920: PAZK\n#200: ^AОтцы и дети\n#10: ^D254.00\n#910: ^A0^B501^DАБ\n*****\n"
        _ = try fixture.importer.run(Array(record.utf8), source: .irbisText, encoding: .utf8, receipt: first.number)
        _ = try fixture.store.updateReceipt(first.number, with: first.receipt, isOpen: false)
        let second = try fixture.store.addReceipt(Receipt(receivedOn: Day(year: 2024, month: 3, day: 1)!, source: .gift,
                                                          document: AccompanyingDocument(kind: .waybill, number: "91")), number: nil, by: nil)
        let delivery = "#920: PAZK\n#200: ^AОтцы и дети\n#10: ^D310.00\n#910: ^A0^B501^C20240301^DАБ\n#910: ^A0^B503^DАБ\n*****\n"
        let report = try fixture.importer.run(Array(delivery.utf8), source: .irbisText, encoding: .utf8, duplicates: .update, receipt: second.number)
        #expect(report.outcome.copiesAdded == 1 && report.outcome.copiesUpdated == 1)
        let old = try fixture.store.copy(Self.number("501")).record.copy
        #expect(old.receipt == first.number && old.receivedOn == Day(year: 2024, month: 1, day: 12)! && old.price == Money(kopecks: 25_400),
                "the reported copy as reported: \(old)")
        #expect(try fixture.store.copy(Self.number("503")).record.copy.receipt == second.number)
        #expect(try fixture.store.summaryBook(LedgerPeriod(year: 2024)).reconciles)
    }
}
