import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Author signs (Havkina table)")
struct AuthorSignTests {
    @Test("signs for surnames", arguments: [
        ("Лермонтов", "Л 49"),
        ("Лер", "Л 49"),
        ("Лес", "Л 50"),
        ("Лескова", "Л 50"),
        ("Лесс", "Л 51"),
        ("лермонтов", "Л 49"),
        ("ЛЕРМОНТОВ", "Л 49"),
        ("Л", "Л 11"),
        ("Ёлкин", "Е 51"),
        ("Елкин", "Е 51"),
        ("Twain", "T 98"),
        ("Tulin", "T 91"),
    ])
    func spaced(surname: String, sign: String) {
        #expect(AuthorSign.compute(surname: surname, style: .spaced) == sign)
    }

    @Test func compactStyleDropsTheSpace() {
        #expect(AuthorSign.compute(surname: "Лермонтов", style: .compact) == "Л49")
        #expect(AuthorSign.compute(surname: "Лермонтов") == "Л49")
    }

    @Test func hyphenatedSignsKeepTheirHyphen() throws {
        let sign = try #require(AuthorSign.compute(surname: "Зощенко", style: .compact))
        #expect(sign.hasPrefix("З-"))
    }

    @Test("no sign for what is not a surname", arguments: ["", "123", "—", "Ъ"])
    func noSign(surname: String) {
        #expect(AuthorSign.compute(surname: surname) == nil)
    }
}
