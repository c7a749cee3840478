import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS loans against the catalogue")
struct IRBISLoanConsistencyTests {
    @Test func anExportedLoanMatchesItsExportedCopy() throws {
        let settings = IRBISExamples.settings
        let title = try IRBISExamples.lermontov()
        let exporter = IRBISCatalogueExporter(settings: settings)
        let lent: Set<InventoryNumber> = [IRBISExamples.copy.inventoryNumber]
        let book = exporter.record(for: title, copies: [IRBISExamples.copy], onLoan: lent).record
        let loan = IRBISLoanField(loan: IRBISExamples.loan, title: title.title, copy: IRBISExamples.copy.copy,
                                  shelfCode: try #require(book.value(903)), settings: settings)
        let reader = IRBISReaderExporter(settings: settings).record(for: try IRBISExamples.ivanov(), loans: [loan])
        let titles = IRBISCatalogueImporter.titles(from: [book]).titles
        let readers = IRBISReaderImporter.readers(from: [reader]).readers
        #expect(IRBISLoanConsistency.check(titles: titles, readers: readers).isEmpty)

        let stale = IRBISCatalogueImporter.titles(from: [exporter.record(for: title, copies: [IRBISExamples.copy]).record]).titles
        #expect(IRBISLoanConsistency.check(titles: stale, readers: readers)
            == [IRBISDiagnostic(record: 1, tag: 40, code: "B", .loanedCopyNotOnLoan("12345"))])
    }

    @Test func missingCopiesAndWrongShelfCodes() {
        var copy = Copy(inventoryNumber: InventoryNumber(unchecked: "1"), status: .onLoan)
        copy.storagePlace = "АБ"
        let titles = [IRBISImportedTitle(title: Title(title: "Книга", irbisShelfCode: "84/К-1"), copies: [copy])]
        let readers = [IRBISImportedReader(draft: ReaderDraft(), loans: [
            IRBISLoanField(shelfCode: "84/К-2", inventoryNumber: "1"),
            IRBISLoanField(shelfCode: "x", inventoryNumber: "2"),
            IRBISLoanField(shelfCode: "x", inventoryNumber: "3", returnedOn: Day(year: 2024, month: 1, day: 1)),
        ])]
        #expect(IRBISLoanConsistency.check(titles: titles, readers: readers).map(\.problem) == [
            .loanShelfCodeMismatch("84/К-2", catalogue: "84/К-1"), .loanedCopyNotFound("2"),
        ])
    }
}
