import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The ГОСТ Р 7.0.100-2018 description wherever a title is shown — the title card, the public
/// catalogue, its book page, the API — and the catalogue cards to print.
@Suite("Descriptions and catalogue cards on the pages and the API")
struct DescriptionServerTests {
    static let textbook = #"""
        {"authorSurname": "Виленкин", "authorInitials": "Н. Я.", "otherAuthors": ["Жохов В. И.", "Чесноков А. С."],
         "title": "Математика", "subtitle": "учебник", "publisher": "Просвещение", "city": "Москва", "year": 2023, "pages": 271,
         "edition": "3-е изд., перераб.", "series": "МГУ — школе", "seriesNumber": "7", "bbk": "22.1я72", "authorSign": "В44",
         "documentKind": "textbook", "copies": [{"inventoryNumber": "501"}, {"inventoryNumber": "502"}]}
        """#
    static let described = "Виленкин, Н. Я. Математика : 5-й класс : учебник / Н. Я. Виленкин, В. И. Жохов, А. С. Чесноков. – "
        + "3-е изд., перераб. – Москва : Просвещение, 2023. – 271 с. – (МГУ — школе ; 7). – Текст : непосредственный."

    @Test func everyPlaceShowsTheOneDescription() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: Self.textbook).status == 201)
        #expect(app.send("POST", "/textbooks/new", form: [("titleId", "1"), ("cardNumber", "5"), ("subject", "математика"),
                                                          ("grades", "5"), ("federalList", "1")]).status == 303)

        let api = try #require(TestApplication.json(app.send("GET", "/api/v1/titles/1/description")) as? [String: Any])
        #expect(api["text"] as? String == Self.described)
        #expect(api["heading"] as? String == "Виленкин, Н. Я.")
        let cards = try #require(api["cards"] as? [[String: Any]])
        #expect(cards.count == 1 && cards[0]["inventoryNumbers"] as? [String] == ["501", "502"])
        #expect(cards[0]["shelfCode"] as? [String] == ["22.1я72", "В44"])

        let html = { (text: String) in text.replacingOccurrences(of: "<span class=\"gost-heading\">", with: "").replacingOccurrences(of: "</span>", with: "") }
        #expect(html(TestApplication.text(app.send("GET", "/books/1"))).contains(Self.described))
        #expect(html(TestApplication.text(app.send("GET", "/catalogue/1", as: nil))).contains(Self.described))
        #expect(TestApplication.text(app.send("GET", "/catalogue?q=%D0%BC%D0%B0%D1%82%D0%B5%D0%BC%D0%B0%D1%82%D0%B8%D0%BA%D0%B0", as: nil))
            .contains("Текст : непосредственный"))
        #expect(app.send("GET", "/api/v1/titles/9/description").status == 404)
    }

    @Test func cardsPrintForTitlesAndForAReceipt() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: Self.textbook).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let sheet = TestApplication.text(app.send("GET", "/cards?title=1&title=2"))
        #expect(sheet.components(separatedBy: "<article class=\"card\"").count - 1 == 2)
        #expect(sheet.contains("class=\"sheet-a4\"") && sheet.contains("Инв. № 501, 502"))
        let stock = TestApplication.text(app.send("GET", "/cards?title=2&stock=card"))
        #expect(stock.contains("class=\"stock\"") && !stock.contains("sheet-a4"))
        #expect(app.send("GET", "/cards").status == 422)
        #expect(app.send("GET", "/cards?title=1", as: .circulation).status == 200)
    }
}
