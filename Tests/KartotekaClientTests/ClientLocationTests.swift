import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// Locations through the API, and the book's two endpoints, through the client.
@Suite("KartotekaClient: locations and the book's service")
struct ClientLocationTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    @Test func managesLocationsAndTheBookServiceFollows() async throws {
        #expect(try await client.listLocations().count == 5)
        #expect(try await client.listLocations(countryPrefix: "ame").map(\.city) == ["New York", "San Francisco"])

        let oslo = try await client.createLocation(LocationInput(streetAddress: "1 Library Lane", city: "Oslo", country: "Norway",
                                                                 emoji: "🇳🇴", hours: "9am–5pm"))
        #expect(try await client.location(id: oslo.id) == oslo)
        #expect(try await client.locations(country: "nor").map(\.city) == ["Oslo"])

        let moved = try await client.updateLocation(id: oslo.id, with: LocationInput(streetAddress: "2 Fjord Road", city: "Bergen",
                                                                                     country: "Norway"))
        #expect(moved.id == oslo.id && moved.city == "Bergen" && moved.emoji == "")
        #expect(try await client.locations(country: "Norway").map(\.streetAddress) == ["2 Fjord Road"])

        try await client.deleteLocation(id: oslo.id)
        #expect(try await client.locations(country: "nor").isEmpty)
        let gone = await #expect(throws: KartotekaClientError.self) { try await client.location(id: oslo.id) }
        #expect(gone?.status == 404 && gone?.code == "location_not_found")
    }

    @Test func readsTheBooksLocationsAndCatalog() async throws {
        let america = try await client.locations(country: "Ame")
        #expect(america.map(\.city) == ["New York", "San Francisco"])
        #expect(america.first?.streetAddress == "86 Libery Boulevard" && america.first?.emoji == "🇺🇸")
        #expect(try await client.locations(country: "").count == 5)
        #expect(try await client.locations(country: "zz").isEmpty)

        let catalog = try await client.catalog(prefix: "гер")
        let hero = try #require(catalog.first { $0.title == "Герой нашего времени" })
        #expect(hero.authors == ["М. Ю. Лермонтов"] && hero.pageCount == 414 && hero.fiction && !hero.isbn.isEmpty)
        #expect(try await client.catalog(prefix: "zzz").isEmpty)
    }
}
