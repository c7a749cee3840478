import Foundation
import Testing
import KartotekaCore

/// The catalogue's search as the API answers it and the pages show it: word forms, a spelling
/// suggestion, identifiers that lead straight to their title or copy.
@Suite("Search on the pages and in the API")
struct SearchServerTests {
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: """
            {"authorSurname": "Толстой", "authorInitials": "Л. Н.", "title": "Война и мир", "year": 2020, "copies": [{"inventoryNumber": "500"}]}
            """).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: """
            {"authorSurname": "Толстой", "authorInitials": "Л. Н.", "title": "Анна Каренина", "year": 2019}
            """).status == 201)
        return app
    }

    static func query(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    @Test func theAPIFindsWordFormsAndSaysWhatTheWordsWere() throws {
        let app = try Self.library()
        let war = try #require(TestApplication.json(app.send("GET", "/api/v1/titles?q=\(Self.query("войны"))")) as? [String: Any])
        #expect((war["items"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Война и мир"])
        #expect(war["suggestion"] == nil && war["identifier"] == nil)

        let typo = try #require(TestApplication.json(app.send("GET", "/api/v1/titles?q=\(Self.query("Тостой"))")) as? [String: Any])
        let suggestion = try #require(typo["suggestion"] as? [String: Any])
        #expect(suggestion["text"] as? String == "толстой" && suggestion["shown"] as? Bool == true)
        #expect(((typo["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String })?.sorted() == ["Анна Каренина", "Война и мир"])

        let isbn = try #require(TestApplication.json(app.send("GET", "/api/v1/titles?q=978-5-17-079585-7")) as? [String: Any])
        let identifier = try #require(isbn["identifier"] as? [String: Any])
        #expect(identifier["kind"] as? String == "isbn")
        let titleID = try #require((isbn["items"] as? [[String: Any]])?.first?["id"] as? Int)
        #expect((identifier["destination"] as? [String: Any])?["titleId"] as? Int == titleID)

        let copy = try #require(TestApplication.json(app.send("GET", "/api/v1/search?q=500")) as? [String: Any])
        let byNumber = try #require(copy["identifier"] as? [String: Any])
        #expect(byNumber["kind"] as? String == "inventoryNumber" && byNumber["inventoryNumber"] as? String == "500")
        #expect((byNumber["destination"] as? [String: Any])?["inventoryNumber"] as? String == "500")
    }

    @Test func theDesksListSuggestsAndOpensWhatAnIdentifierNames() throws {
        let app = try Self.library()
        let typo = app.send("GET", "/books?q=\(Self.query("тостой"))")
        #expect(typo.status == 200)
        let page = TestApplication.text(typo)
        #expect(page.contains("id=\"search-suggestion\"") && page.contains("q=%D1%82%D0%BE%D0%BB%D1%81%D1%82%D0%BE%D0%B9"))
        #expect(page.contains("Анна Каренина") && page.contains("Война и мир"))

        let isbn = app.send("GET", "/books?q=\(Self.query("5-17-079585-8"))")
        #expect(isbn.status == 303)
        #expect(isbn.header("Location")?.hasPrefix("/books/") == true)
        let copy = app.send("GET", "/books?q=500")
        #expect(copy.status == 303)
        #expect(copy.header("Location")?.hasSuffix("#copy-500") == true)
        // An author sign two titles have: their list, and what the text was.
        let sign = TestApplication.text(app.send("GET", "/books?q=\(Self.query("т 53"))"))
        #expect(sign.contains("id=\"search-identifier\"") && sign.contains("Анна Каренина") && sign.contains("Война и мир"))
    }

    @Test func thePublicCatalogueFindsWordFormsAndSuggestsWithoutOpeningCopies() throws {
        let app = try Self.library()
        let war = TestApplication.text(app.send("GET", "/catalogue?q=\(Self.query("войне"))", as: nil))
        #expect(war.contains("Война и мир"))
        let typo = TestApplication.text(app.send("GET", "/catalogue?q=\(Self.query("каренена"))", as: nil))
        #expect(typo.contains("id=\"search-suggestion\"") && typo.contains("Анна Каренина"))
        let copy = app.send("GET", "/catalogue?q=500", as: nil)
        #expect(copy.status == 200)
        #expect(TestApplication.text(copy).contains("Война и мир") && TestApplication.text(copy).contains("id=\"search-identifier\""))
    }

    @Test func anIdentifierOpensOnThePageWhatTheAPINames() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/titles", json: """
            {"authorSurname": "Wells", "authorInitials": "H. G.", "title": "The War of the Worlds", "bbk": "84(4Вел)6",
             "authorSign": "W46", "copies": [{"inventoryNumber": "W-7"}]}
            """).status == 201)
        for text in ["12345", "W-7", "978-5-17-079585-7", "9785170795857", "5-17-079585-8", "5170795858", "84(4Вел)6", "W46"] {
            let answer = try #require(TestApplication.json(app.send("GET", "/api/v1/titles?q=\(Self.query(text))")) as? [String: Any])
            let destination = try #require((answer["identifier"] as? [String: Any])?["destination"] as? [String: Any], "\(text)")
            let title = try #require(destination["titleId"] as? Int)
            let expected = (destination["inventoryNumber"] as? String).map { "/books/\(title)#copy-\($0)" } ?? "/books/\(title)"
            let page = app.send("GET", "/books?q=\(Self.query(text))")
            #expect(page.status == 303 && page.header("Location") == expected, "\(text)")
        }
    }

    @Test func thePageListsInTheOrderTheAPIAnswers() throws {
        let app = try Self.library()
        for (title, year) in [("Толстой и Достоевский", 2001), ("Лев Толстой", 1999), ("Детство", 2010)] {
            #expect(app.send("POST", "/api/v1/titles", json: """
                {"authorSurname": "Толстой", "authorInitials": "Л. Н.", "title": "\(title)", "year": \(year)}
                """).status == 201)
        }
        let answer = try #require(TestApplication.json(app.send("GET", "/api/v1/titles?q=\(Self.query("толстой"))")) as? [String: Any])
        let api = try #require((answer["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int })
        #expect(api.count == 5)
        let page = TestApplication.text(app.send("GET", "/books?q=\(Self.query("толстой"))"))
        let listed = page.components(separatedBy: "data-title-id=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(listed == api)
    }
}
