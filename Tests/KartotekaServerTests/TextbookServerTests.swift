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
        let badPrice = app.send("POST", "/textbooks/1/copies", form: [("count", "3"), ("receipt", "17"), ("price", "три")])
        let copiesForm = try #require(TestApplication.text(badPrice).components(separatedBy: "id=\"textbook-copies-form\"").last)
        #expect(badPrice.status == 422 && ["value=\"3\"", "value=\"17\"", "value=\"три\""].allSatisfy(copiesForm.contains),
                "the copies' form comes back as typed")
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
        // The textbook fund's book names its fund on paper and in its CSV, not only in the window's title.
        let printed = TestApplication.text(app.send("GET", "/ksu/print?fund=textbooks"))
        #expect(printed.contains("<p class=\"subtitle\">Фонд учебников ·") || printed.contains("<p class=\"subtitle\">фонд учебников ·"), "\(printed)")
        #expect(TestApplication.text(app.send("GET", "/ksu/csv?fund=textbooks")).lowercased().contains(";фонд учебников;"))
    }

    /// A librarian's slips on the card: a form error keeps the Federal list's tick, the years of
    /// receipt sit under «Год поступления», the textbook is chosen from the titles offered, and
    /// a dozen copies numbered under the card list as counted (У7-1, У7-2, … У7-10).
    @Test func theCardKeepsWhatWasTypedAndListsCopiesAsCounted() throws {
        let app = try TestApplication()
        let textbook = #"{"authorSurname": "Петерсон", "authorInitials": "Л. Г.", "title": "Математика", "year": 2023, "documentKind": "textbook"}"#
        #expect(app.send("POST", "/api/v1/titles", json: textbook).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)

        let form = TestApplication.text(app.send("GET", "/textbooks"))
        #expect(form.contains("<datalist id=\"textbook-titles\"><option value=\"1\">Петерсон Л. Г. Математика, 2023</option></datalist>"),
                "the textbook, and only it, is offered")
        let wrong = app.send("POST", "/textbooks/new", form: [("titleId", "1"), ("cardNumber", "7"), ("subject", ""), ("grades", "12-13"),
                                                              ("federalList", "1")])
        #expect(wrong.status == 422)
        #expect(TestApplication.text(wrong).contains(#"name="federalList" value="1" checked"#), "the tick survives the error")
        #expect(app.send("POST", "/textbooks/new", form: [("titleId", "1"), ("cardNumber", "7"), ("subject", ""), ("grades", "1-4"),
                                                          ("federalList", "1")]).status == 303)
        #expect(!TestApplication.text(app.send("GET", "/textbooks")).contains("<option value=\"1\">"), "a carded title is not offered again")
        let again = app.send("POST", "/textbooks/1/card", form: [("cardNumber", "x"), ("subject", ""), ("grades", ""), ("federalList", "1")])
        #expect(again.status == 422 && TestApplication.text(again).contains(#"name="federalList" value="1" checked"#))
        let cleared = app.send("POST", "/textbooks/1/card", form: [("cardNumber", "x"), ("subject", ""), ("grades", "")])
        #expect(cleared.status == 422 && !TestApplication.text(cleared).contains(#"name="federalList" value="1" checked"#),
                "an untick is kept too")

        #expect(app.send("POST", "/textbooks/1/copies", form: [("count", "10"), ("receipt", ""), ("price", "350")]).status == 303)
        let card = TestApplication.text(app.send("GET", "/textbooks/1"))
        #expect(card.contains("Год поступления") && !card.contains("Год издания"))
        let title = TestApplication.text(app.send("GET", "/books/1"))
        let numbers = (1...10).map { "data-inventory=\"У7-\($0)\"" }
        let places = numbers.compactMap { title.range(of: $0)?.lowerBound }
        #expect(places.count == 10 && places == places.sorted(), "У7-1 … У7-10 in the order they are counted")
    }
}

