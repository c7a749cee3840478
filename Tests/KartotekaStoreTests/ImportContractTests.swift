import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Imports as both stores run them: a batch read ahead and written a hundred rows to a
/// statement must find, within the batch, what earlier records of it added — and a batch with a
/// record that fails is stored again record by record.
@Suite("Store contract: import")
struct ImportContractTests {
    private static let issued = Date(timeIntervalSince1970: 1_700_000_000)
    private static let due = Day(year: 2023, month: 12, day: 1)!

    private static func loan(_ number: String, returned: Bool) -> ImportBatch.LoanItem {
        ImportBatch.LoanItem(inventoryNumber: Samples.inventory(number), issuedAt: issued, dueOn: due,
                             returnedAt: returned ? issued.addingTimeInterval(86_400) : nil, renewals: 0)
    }

    /// Titles, then readers whose loans are of the titles' copies, in one batch.
    private static var mixedBatch: ImportBatch {
        ImportBatch(titles: [
            .init(recordNumber: 1, title: Samples.lermontov, copies: [Samples.copy("100"), Samples.copy("101")]),
            // The same ISBN again within the batch: found as the title just added.
            .init(recordNumber: 2, title: Samples.lermontov, copies: [Samples.copy("102")]),
            // A number repeated in one record.
            .init(recordNumber: 3, title: Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("200"), Samples.copy("200")]),
        ], readers: [
            .init(recordNumber: 4, reader: Samples.reader("R1", phone: "+79120000001"),
                  loans: [loan("100", returned: false), loan("200", returned: true), loan("999", returned: false)]),
            // The same ticket again: found as the reader just added; its loan of 100 is already there.
            .init(recordNumber: 5, reader: Samples.reader("R1", phone: "+79120000001"), loans: [loan("100", returned: false)]),
        ], duplicates: .addCopies)
    }

    @Test(arguments: StoreFactory.all)
    func aBatchFindsWhatItsEarlierRecordsAdded(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let outcome = try store.importBatch(Self.mixedBatch, dryRun: false)
        #expect([outcome.titlesAdded, outcome.titlesSkipped] as [Int] == [2, 1])
        #expect([outcome.copiesAdded, outcome.copiesSkipped] as [Int] == [4, 1])
        #expect([outcome.readersAdded, outcome.readersSkipped] as [Int] == [1, 1])
        #expect([outcome.loansAdded, outcome.loansSkipped] as [Int] == [2, 2])
        #expect(outcome.problems.map(\.recordNumber) == [4])
        let lermontov = try #require(try store.title(isbn: Samples.lermontov.isbn!))
        #expect(try store.title(lermontov.id).copies.map(\.record.copy.inventoryNumber.rawValue) == ["100", "101", "102"])
        #expect(try store.copy(Samples.inventory("100")).record.copy.status == .onLoan)
        #expect(try store.copy(Samples.inventory("200")).record.copy.status == .available)
        let reader = try store.reader(Samples.ticket("R1"))
        #expect(reader.openLoans.map(\.loan.inventoryNumber.rawValue) == ["100"])
        #expect(reader.history.map(\.loan.inventoryNumber.rawValue) == ["200"])
        // The loan returned in IRBIS counts at the branch that lent it, not under a branch of no code.
        let year = try LedgerPeriod(from: Day(year: 2023, month: 1, day: 1)!, to: Day(year: 2023, month: 12, day: 31)!)
        let returns = try store.publicLibraryReturns(year)
        #expect(returns.branches.map(\.branch) == ["1"], "\(returns.branches.map(\.branch))")
    }

    @Test(arguments: StoreFactory.all)
    func theSameBatchAgainAddsNothingAndUpdatesWhenAsked(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.importBatch(Self.mixedBatch, dryRun: false)
        var again = Self.mixedBatch
        again.duplicates = .skip
        let skipped = try store.importBatch(again, dryRun: false)
        #expect([skipped.titlesAdded, skipped.copiesAdded, skipped.readersAdded, skipped.loansAdded] as [Int] == [0, 0, 0, 0])
        again.duplicates = .update
        again.titles[0].copies[1].storagePlace = "ЧЗ"
        let updated = try store.importBatch(again, dryRun: false)
        #expect(updated.titlesUpdated == 3 && updated.readersUpdated == 2)
        #expect([updated.titlesAdded, updated.copiesAdded, updated.loansAdded] as [Int] == [0, 0, 0])
        #expect(try store.copy(Samples.inventory("101")).record.copy.storagePlace == "ЧЗ")
        #expect(try store.reader(Samples.ticket("R1")).history.count == 1)
    }

    @Test(arguments: StoreFactory.all)
    func aRecordThatFailsIsReportedAndTheOthersAreStored(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addTitle(Samples.title("Букварь", author: "Горецкий В. Г."), copies: [Samples.copy("1", barcode: "4600000000013")])
        let batch = ImportBatch(titles: [
            .init(recordNumber: 1, title: Samples.title("Сказки", author: "Пушкин А. С."), copies: [Samples.copy("10")]),
            // Its barcode is the catalogued copy's: this record fails.
            .init(recordNumber: 2, title: Samples.title("Стихи", author: "Тютчев Ф. И."),
                  copies: [Samples.copy("11", barcode: "4600000000013")]),
            .init(recordNumber: 3, title: Samples.lermontov, copies: [Samples.copy("12")]),
        ], duplicates: .skip)
        let outcome = try store.importBatch(batch, dryRun: false)
        // The failed record's title and copy are counted as skipped, not as added.
        #expect([outcome.titlesAdded, outcome.titlesSkipped, outcome.copiesAdded] as [Int] == [2, 1, 2])
        #expect(outcome.problems.map(\.recordNumber) == [2])
        #expect(try store.copy(Samples.inventory("12")).record.copy.status == .available)
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("11"))) { try store.copy(Samples.inventory("11")) }
        #expect(try store.listTitles(CatalogQuery()).items.count == 3)
    }
}
