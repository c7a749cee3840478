import Foundation
import Testing
import KartotekaCore
import KartotekaTestSupport
import KartotekaWire

/// The answers written by hand are byte for byte what `JSONEncoder` writes.
@Suite("JSON written by hand")
struct WireJSONWriterTests {
    static func summary(_ title: Title, id: Int64, available: Int) -> TitleSummary {
        TitleSummary(record: TitleRecord(id: TitleID(id), title: title, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
                                         updatedAt: Date(timeIntervalSince1970: 4_102_444_799)),
                     copyCount: 3, availableCount: available, onLoanCount: 1, overdueCount: 0)
    }

    @Test func aSearchPageIsWhatTheEncoderWrites() throws {
        var odd = Title(isbn: try ISBN(parsing: "978-5-17-079585-7"), firstAuthor: PersonName(parsing: "Лермонтов М. Ю."),
                        otherAuthors: [PersonName(parsing: "O'Brien T.")], title: "«Герой» \"нашего\" времени \\ / \u{1}\t\n😀",
                        subtitle: "роман", publisher: "АСТ", city: "Москва", year: 2018, pages: 414, price: Money(kopecks: 25_450),
                        bbk: "84(2Рос=Рус)1", udc: "821.161.1-31", authorSign: "Л49", language: "rus", annotation: "a\u{7F}b\u{1F}",
                        keywords: ["роман", "классика"])
        let plain = Title(title: "Азбука")
        odd.year = -5
        var counted = Self.summary(odd, id: 7, available: 2)
        counted.byBranch = [BranchCopyCounts(branch: BranchCode(unchecked: "1"), branchName: "Библиотека \"Ф\"", onShelf: 2, onLoan: 1, inTransit: 0),
                            BranchCopyCounts(branch: BranchCode(unchecked: "Ф2"), branchName: "Филиал", onShelf: 0, onLoan: 0, inTransit: 1)]
        let result = TitleSearchResult(
            page: Page(items: [counted, Self.summary(plain, id: 8, available: 0)], offset: 0, limit: 2,
                       hasMore: true),
            suggestion: SpellingSuggestion(text: "толстой", isShown: true),
            identifier: IdentifierMatch(kind: .inventoryNumber, text: "12/3", copy: try InventoryNumber(validating: "12/3"),
                                        destination: .copy(try InventoryNumber(validating: "12/3"), title: TitleID(7))))
        let page = TitleSearchPage(result)
        #expect(String(decoding: try page.json(), as: UTF8.self) == String(decoding: try WireJSON.encoder().encode(page), as: UTF8.self))
        let bare = TitleSearchPage(TitleSearchResult(page: Page(items: [], offset: 10, limit: 5, hasMore: false)))
        #expect(try bare.json() == WireJSON.encoder().encode(bare))
        let entries = [BookCatalogEntry(odd), BookCatalogEntry(plain)]
        #expect(BookCatalogEntry.json(entries) == (try WireJSON.encoder().encode(entries)))
    }
    /// A title with every field of the field table (``TitleDraft/everyField``): a field added to
    /// the table (and so to ``TitleResource``) but left out of the rows written by hand fails here.
    @Test func aSearchPageOfATitleWithEveryFieldIsWhatTheEncoderWrites() throws {
        let title = try TitleDraft.everyField.validated()
        let page = TitleSearchPage(TitleSearchResult(page: Page(items: [Self.summary(title, id: 9, available: 1)], offset: 0, limit: 1,
                                                                 hasMore: false)))
        #expect(String(decoding: try page.json(), as: UTF8.self) == String(decoding: try WireJSON.encoder().encode(page), as: UTF8.self))
        let entries = [BookCatalogEntry(title)]
        #expect(BookCatalogEntry.json(entries) == (try WireJSON.encoder().encode(entries)))
    }
}
