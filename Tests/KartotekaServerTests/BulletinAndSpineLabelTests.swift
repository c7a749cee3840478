import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The new-arrivals bulletin of a period, grouped by BBK section with ГОСТ descriptions, on the
/// page, to print, as CSV and in the API; and spine labels with the shelf code on the 4 × 10 stock.
@Suite("The new-arrivals bulletin and spine labels")
struct BulletinAndSpineLabelTests {
    /// Лермонтов's novel (84, fiction) catalogued today with copy 12345; a physics book (22.3,
    /// natural sciences) received 2024-01-10 with copies 2 and 10; a novel received in 2023.
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let physics = #"{"authorSurname": "Перышкин", "authorInitials": "А. В.", "title": "Физика", "publisher": "Дрофа", "#
            + #""city": "Москва", "year": 2019, "pages": 224, "bbk": "22.3", "authorSign": "П27", "#
            + #""copies": [{"inventoryNumber": "10", "receivedOn": "2024-01-10"}, {"inventoryNumber": "2", "receivedOn": "2024-01-10"}]}"#
        #expect(app.send("POST", "/api/v1/titles", json: physics).status == 201)
        let old = #"{"authorSurname": "Пушкин", "authorInitials": "А. С.", "title": "Повести Белкина", "bbk": "84(2Рос=Рус)1", "#
            + #""copies": [{"inventoryNumber": "500", "receivedOn": "2023-05-10"}]}"#
        #expect(app.send("POST", "/api/v1/titles", json: old).status == 201)
        return app
    }

    @Test func theBulletinGroupsAPeriodsArrivalsBySection() throws {
        let app = try Self.library()
        let bulletin = try ReaderDeskTests.json(app.send("GET", "/api/v1/forms/bulletin?from=2024-01-01&to=2024-01-31"))
        let sections = try #require(bulletin["sections"] as? [[String: Any]])
        #expect(sections.map { $0["section"] as? String } == ["natural_sciences", "fiction"])
        let physics = try #require((sections[0]["entries"] as? [[String: Any]])?.first)
        #expect(physics["shelfCode"] as? String == "22.3 П27" && physics["inventoryNumbers"] as? [String] == ["2", "10"])
        #expect(physics["description"] as? String
                == "Перышкин, А. В. Физика / А. В. Перышкин. – Москва : Дрофа, 2019. – 224 с. – Текст : непосредственный.")
        let fiction = (sections[1]["entries"] as? [[String: Any]])?.compactMap { $0["inventoryNumbers"] as? [String] }
        #expect(fiction == [["12345"]], "the book received in 2023 is not in January's bulletin")

        let page = TestApplication.text(app.send("GET", "/forms/bulletin?from=2024-01-01&to=2024-01-31"))
        #expect(page.contains("data-section=\"natural_sciences\"") && page.contains("Перышкин, А. В. Физика"))
        let print = TestApplication.text(app.send("GET", "/forms/bulletin/print?from=2024-01-01&to=2024-01-31"))
        #expect(print.contains("class=\"sheet") && print.contains("Бюллетень новых поступлений"))
        let csv = TestApplication.text(app.send("GET", "/forms/bulletin/csv?from=2024-01-01&to=2024-01-31"))
        #expect(csv.contains("22.3 П27;Перышкин, А. В. Физика") && csv.contains(";2, 10\r\n"))
        #expect(app.send("GET", "/api/v1/forms/bulletin?from=2024-02-01&to=2024-01-01").status == 422)
    }

    @Test func spineLabelsCarryTheShelfCodeOnTheSmallStock() throws {
        let app = try Self.library()
        let sheet = app.send("GET", "/api/v1/labels?inventory=2&inventory=12345&spines=1")
        #expect(sheet.status == 200)
        let html = TestApplication.text(sheet)
        #expect(html.contains("width=\"48.5\"") && html.contains(">22.3</text>") && html.contains(">П27</text>"))
        #expect(html.contains(">84(2Рос=Рус)1</text>") && html.contains("text-anchor=\"middle\""))
        #expect(!html.contains("shape-rendering=\"crispEdges\""), "no code to scan on a spine label")
        let page = TestApplication.text(app.send("GET", "/labels?inventory=2&spines=1"))
        #expect(page.contains("name=\"spines\" value=\"1\" checked") && page.contains("value=\"4x10\" selected"))
    }
}
