import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// The client's catalogue calls against a live server with the demo data.
@Suite("KartotekaClient: titles and copies")
struct ClientCatalogueTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    @Test func listsSearchesAndFiltersTitles() async throws {
        let first = try await client.titles(limit: 5)
        #expect(first.items.count == 5 && first.hasMore && first.offset == 0 && first.limit == 5)
        #expect(first.items.allSatisfy { $0.copyCount != nil && $0.copies == nil })
        let next = try await client.titles(offset: 5, limit: 5)
        #expect(Set(next.items.map(\.id)).isDisjoint(with: first.items.map(\.id)))

        let found = try await client.titles(matching: "лермонтов")
        #expect(found.items.map(\.title).contains("Герой нашего времени"))
        let onLoan = try await client.titles(availability: .onLoan, limit: 100)
        #expect(!onLoan.items.isEmpty && onLoan.items.allSatisfy { ($0.onLoanCount ?? 0) > 0 })
        let overdue = try await client.titles(availability: .overdue, limit: 100)
        #expect(!overdue.items.isEmpty && overdue.items.allSatisfy { ($0.overdueCount ?? 0) > 0 })
        #expect(try await client.titles(matching: "нет-такой-книги-zz").items.isEmpty)
        let misspelt = try await client.titles(matching: "лермантова")
        #expect(misspelt.suggestion?.text == "лермонтова" || misspelt.suggestion?.text == "лермонтов")
        #expect(misspelt.suggestion?.shown == true && misspelt.items.map(\.title).contains("Герой нашего времени"))
        let byISBN = try await client.titles(matching: "9785170010004")
        #expect(byISBN.identifier?.kind == "isbn" && byISBN.identifier?.destination?.titleId == byISBN.items.first?.id)
    }

    /// The client filters by the domain's own `Availability` (a `CatalogQuery`'s travels to the
    /// server as it is), and each filter keeps what it says.
    @Test func filtersByTheDomainsAvailability() async throws {
        for availability in Availability.allCases {
            let query = CatalogQuery(availability: availability, page: PageRequest(limit: 100))
            let listed = try await client.titles(availability: query.availability, limit: query.page.limit).items
            let kept: (TitleResource) -> Bool = switch availability {
            case .all: { _ in true }
            case .available: { ($0.availableCount ?? 0) > 0 }
            case .onLoan: { ($0.onLoanCount ?? 0) > 0 }
            case .overdue: { ($0.overdueCount ?? 0) > 0 }
            }
            #expect(!listed.isEmpty && listed.allSatisfy(kept), "\(availability)")
        }
    }

    @Test func titleCardHasCopiesAndOpenLoans() async throws {
        let found = try await client.titles(matching: "лермонтов")
        let id = try #require(found.items.first { $0.title == "Герой нашего времени" }?.id)
        let card = try await client.title(id: id)
        #expect(card.title == "Герой нашего времени" && card.authorSurname == "Лермонтов")
        let copies = try #require(card.copies)
        #expect(!copies.isEmpty && copies.allSatisfy { $0.titleId == id })
        let lent = try await client.copy("1001")
        #expect(lent.status == "on_loan" && lent.loan?.ticketNumber == "000101")
    }

    @Test func cataloguesChangesAndDeletesATitleWithCopies() async throws {
        let created = try await client.createTitle(TitleInput(
            isbn: "978-5-17-079585-7", authorSurname: "Пушкин", authorInitials: "А. С.", otherAuthors: ["Жуковский В. А."],
            title: "Сказки", publisher: "АСТ", city: "Москва", year: 2019, pages: 320, price: "254,50",
            keywords: ["сказки", "поэзия"], copies: [CopyInput(inventoryNumber: "ИНВ-7001"), CopyInput(inventoryNumber: "7002")]))
        #expect(created.title == "Сказки" && created.price == "254.50" && created.authorSign.isEmpty == false)
        #expect(created.isbn == "978-5-17-079585-7" && created.otherAuthors == ["Жуковский В. А."])
        #expect(created.copies?.map(\.inventoryNumber).sorted() == ["7002", "ИНВ-7001"])

        let added = try await client.addCopy(CopyInput(inventoryNumber: "7003", storagePlace: "ЧЗ", receivedOn: "2026-02-01"),
                                             toTitle: created.id)
        #expect(added.titleId == created.id && added.storagePlace == "ЧЗ" && added.receivedOn == "2026-02-01")
        #expect(try await client.copy("ИНВ-7001").titleId == created.id)

        let moved = try await client.updateCopy("7003", with: CopyInput(inventoryNumber: "7003a", storagePlace: "АБ", status: "bindery"))
        #expect(moved.inventoryNumber == "7003a" && moved.status == "bindery" && moved.receivedOn == nil)
        try await client.deleteCopy("7003a")
        await #expect(throws: KartotekaClientError.self) { try await client.copy("7003a") }

        var input = TitleInput(authorSurname: "Пушкин", authorInitials: "А. С.", title: "Сказки в стихах", year: 2020)
        let updated = try await client.updateTitle(id: created.id, with: input)
        #expect(updated.title == "Сказки в стихах" && updated.year == 2020 && updated.isbn == nil && updated.copies?.count == 2)
        input.copies = [CopyInput(inventoryNumber: "7004")]
        let refused = await #expect(throws: KartotekaClientError.self) { try await client.updateTitle(id: created.id, with: input) }
        #expect(refused?.status == 400 && refused?.code == "unknown_field")

        try await client.deleteTitle(id: created.id)
        let gone = await #expect(throws: KartotekaClientError.self) { try await client.title(id: created.id) }
        #expect(gone?.status == 404 && gone?.code == "title_not_found")
    }

    @Test func searchFindsTitlesAndReaders() async throws {
        let results = try await client.search("Иванов")
        #expect(results.titles.limit == 20 && results.readers.limit == 20)
        #expect(!results.readers.items.isEmpty && results.readers.items.allSatisfy { $0.openLoanCount != nil })
        let books = try await client.search("мир", limit: 3)
        #expect(!books.titles.items.isEmpty && books.titles.items.count <= 3)
    }
}
