import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping
@testable import KartotekaServer

@Suite("The book's service: /locations and /catalog")
struct BookServiceTests {
    private func withLocations() throws -> TestApplication {
        let app = try TestApplication()
        for (street, city, country) in [("123 Eiffel Tower Street", "Paris", "France"), ("86 Libery Boulevard", "New York", "America"),
                                        ("49 Lombard Street", "San Francisco", "America")] {
            _ = try app.store.addLocation(Location(streetAddress: street, city: city, country: country, emoji: "🏛", hours: "9–5"))
        }
        return app
    }

    @Test func filtersByCountryPrefixIgnoringCase() throws {
        let app = try withLocations()
        func cities(_ query: String) -> [String] {
            let response = app.send("GET", "/locations" + query)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json; charset=utf-8")
            return (TestApplication.json(response) as? [[String: Any]])?.compactMap { $0["city"] as? String } ?? ["not an array"]
        }
        #expect(cities("?country=Ame") == ["New York", "San Francisco"])
        #expect(cities("?country=aME") == ["New York", "San Francisco"])
        #expect(cities("?country=") == ["Paris", "New York", "San Francisco"])
        #expect(cities("") == ["Paris", "New York", "San Francisco"])
        #expect(cities("?country=zz") == [])
        #expect(TestApplication.text(app.send("GET", "/locations?country=zz")) == "[]")
    }

    @Test func sendsBothSpellingsOfTheStreetAddress() throws {
        let app = try withLocations()
        let first = try #require((TestApplication.json(app.send("GET", "/locations?country=Fr")) as? [[String: Any]])?.first)
        #expect(first["streetAddress"] as? String == "123 Eiffel Tower Street")
        #expect(first["street_address"] as? String == "123 Eiffel Tower Street")
        #expect(first["emoji"] as? String == "🏛")
        #expect(first["hours"] as? String == "9–5")
    }

    @Test func seesLocationChangesMadeThroughTheAPI() throws {
        let app = try withLocations()
        #expect((TestApplication.json(app.send("GET", "/locations?country=Ger")) as? [Any])?.isEmpty == true)
        let created = app.send("POST", "/api/v1/locations", json: #"{"streetAddress": "302 Deutsch Avenue", "city": "Berlin", "country": "Germany"}"#)
        #expect(created.status == 201)
        #expect((TestApplication.json(app.send("GET", "/locations?country=Ger")) as? [Any])?.count == 1)
    }

    @Test func catalogFindsTitlesByPrefix() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let entries = try #require(TestApplication.json(app.send("GET", "/catalog?q=%D0%B3%D0%B5%D1%80")) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["title"] as? String == "Герой нашего времени")
        #expect(entries[0]["authors"] as? [String] == ["М. Ю. Лермонтов"])
        #expect(entries[0]["isbn"] as? String == "978-5-17-079585-7")
        #expect(entries[0]["pageCount"] as? Int == 414)
        #expect(entries[0]["fiction"] as? Bool == true)
        #expect(TestApplication.text(app.send("GET", "/catalog?q=zzz")) == "[]")
    }

    @Test("fiction is told by BBK class 84, whatever spaces lead it, or by the keywords")
    func fictionIsToldByTheClass() {
        #expect(BookCatalogEntry(Title(title: "А", bbk: "\u{00A0}84(2Рос=Рус)1")).fiction)
        #expect(BookCatalogEntry(Title(title: "А", bbk: "\t 84")).fiction)
        #expect(!BookCatalogEntry(Title(title: "А", bbk: "Ш5(2Рос)")).fiction)
        #expect(!BookCatalogEntry(Title(title: "А", bbk: "\u{2003}22.3")).fiction)
        #expect(BookCatalogEntry(Title(title: "А", bbk: "Ш5", keywords: ["Художественная литература"])).fiction)
    }

    @Test("kept answers give way to a change made through the API or straight in the store")
    func keptAnswersFollowChanges() throws {
        let app = try TestApplication()
        let prefix = "/catalog?q=%D0%B3%D0%B5%D1%80"
        #expect(TestApplication.text(app.send("GET", prefix)) == "[]")
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect((TestApplication.json(app.send("GET", prefix)) as? [Any])?.count == 1)
        #expect(TestApplication.text(app.send("GET", "/locations?country=Fr")) == "[]")
        _ = try app.store.addLocation(Location(streetAddress: "1 Rue", city: "Paris", country: "France", emoji: "🏛", hours: ""))
        #expect((TestApplication.json(app.send("GET", "/locations?country=Fr")) as? [Any])?.count == 1)
    }

    @Test("a change made by another process on the same file shows within moments")
    func keptAnswersFollowAnotherProcess() async throws {
        let app = try TestApplication()
        #expect(TestApplication.text(app.send("GET", "/locations?country=Ger")) == "[]")
        let other = try SQLiteLibraryStore(path: app.databasePath, clock: app.clock, calendar: .utc)
        _ = try other.addLocation(Location(streetAddress: "2 Allee", city: "Berlin", country: "Germany", emoji: "🏛", hours: ""))
        var seen = 0
        for _ in 0..<100 where seen == 0 {
            try await Task.sleep(for: .milliseconds(5))
            seen = (TestApplication.json(app.send("GET", "/locations?country=Ger")) as? [Any])?.count ?? 0
        }
        #expect(seen == 1)
    }

    @Test("with no room for answers nothing is kept and every answer is fresh")
    func noKeptAnswers() throws {
        let budget = AnswerBudget(totalBytes: 0)
        #expect(budget.locationBytes == 0 && budget.catalogBytes == 0 && budget.titleListBytes == 0)
        let shared = AnswerBudget(totalBytes: 16 << 20)
        #expect(shared.locationBytes == 1 << 20)
        #expect(shared.locationBytes + shared.catalogBytes + shared.titleListBytes == 16 << 20)
    }
}
