import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The textbook fund on the pages and the API: a card opened for a textbook title, copies received
/// by the dozen and numbered under it, and the card showing them by year and by class.
@Suite("The textbook fund on the pages and the API")
struct TextbookServerTests {
    @Test func aCardIsOpenedAndItsCopiesComeNumberedUnderIt() throws {
        let app = try TestApplication()
        let textbook = #"{"authorSurname": "Петерсон", "authorInitials": "Л. Г.", "title": "Математика", "year": 2023, "documentKind": "textbook"}"#
        #expect(app.send("POST", "/api/v1/titles", json: textbook).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)

        let novel = app.send("POST", "/textbooks/new", form: [("titleId", "2"), ("cardNumber", "3"), ("subject", ""), ("grades", "")])
        #expect(novel.status == 422 && TestApplication.text(novel).contains("не учебник"))
        let badGrades = app.send("PUT", "/api/v1/textbooks/1", json: #"{"cardNumber": 12, "grades": "12-13"}"#)
        #expect(badGrades.status == 422)
        let opened = app.send("POST", "/textbooks/new", form: [("titleId", "1"), ("cardNumber", "12"), ("subject", "математика"),
                                                               ("grades", "1-4"), ("federalList", "1")])
        #expect(opened.status == 303)
        #expect(app.send("POST", "/textbooks/1/copies", form: [("count", "3"), ("receipt", ""), ("price", "350")]).status == 303)
        let card = try #require(TestApplication.json(app.send("POST", "/api/v1/textbooks/1/copies", json: #"{"count": 2}"#)) as? [String: Any])
        #expect(card["inFund"] as? Int == 5 && card["federalList"] as? Bool == true && card["grades"] as? String == "1–4")
        #expect(app.send("GET", "/api/v1/copies/%D0%A312-5").status == 200)
        let page = TestApplication.text(app.send("GET", "/textbooks/1"))
        #expect(page.contains("id=\"textbook-received\"") && page.contains("Петерсон Л. Г. Математика"))
        #expect(TestApplication.text(app.send("GET", "/textbooks?grade=3")).contains("data-card=\"12\""))
        #expect(!TestApplication.text(app.send("GET", "/textbooks?grade=5")).contains("data-card=\"12\""))
        #expect(app.send("GET", "/api/v1/textbooks", as: .circulation).status == 403)
        let list = try #require(TestApplication.json(app.send("GET", "/api/v1/textbooks?grade=2")) as? [[String: Any]])
        #expect(list.map { $0["cardNumber"] as? Int } == [12])

        func received(_ fund: String) throws -> Int? {
            let book = try #require(TestApplication.json(app.send("GET", "/api/v1/ksu?year=2024&fund=\(fund)")) as? [String: Any])
            return ((book["receiptTotals"] as? [String: Any])?["tally"] as? [String: Any])?["copies"] as? Int
        }
        #expect(try received("textbooks") == 5 && received("main") == 1, "the textbook fund's КСУ is its own")
        #expect(TestApplication.text(app.send("GET", "/ksu?fund=textbooks")).contains("фонд учебников"))
    }
}
