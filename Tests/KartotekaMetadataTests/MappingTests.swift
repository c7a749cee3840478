import Testing
import KartotekaCore
@testable import KartotekaMetadata

@Suite("Mapping provider fields")
struct MappingTests {
    @Test(arguments: [
        ("Роман в пяти частях. <b>Печорин</b> и его журнал.", "Роман в пяти частях. Печорин и его журнал."),
        ("<p>Первый абзац.</p><p>Второй&nbsp;абзац</p>", "Первый абзац. Второй абзац"),
        ("Строка<br>строка<br/>ещё", "Строка строка ещё"),
        ("&laquo;Кавычки&raquo; &amp; &#8212; &#x410; &unknown; & простой", "«Кавычки» & — А &unknown; & простой"),
        ("a < b, c > d", "a < b, c > d"),
    ])
    func descriptionsBecomePlainText(html: String, text: String) {
        #expect(HTMLText.plain(html) == text)
    }

    @Test(arguments: [("ru", "rus"), ("en", "eng"), ("en-GB", "eng"), ("uk", "ukr"), ("de", "ger"), ("rus", "rus"), ("", ""), ("xx", "")])
    func languagesBecomeThreeLetterCodes(code: String, expected: String) {
        #expect(LanguageCode.bibliographic(code) == expected)
    }

    @Test(arguments: [("2018", 2018), ("2015-01", 2015), ("2011-07-31", 2011), ("March 1997", 1997), ("c1997.", 1997),
                      ("[1985?]", 1985), ("0123", nil), ("", nil), ("19", nil)] as [(String, Int?)])
    func yearsAreTheFirstFourDigits(date: String, year: Int?) {
        #expect(Year.first(in: date) == year)
    }

    @Test func aDraftKeepsToTheFormsLimits() throws {
        let candidate = MetadataCandidate(
            source: "Test", isbn: try ISBN(parsing: "9785170795857"), title: String(repeating: "Т", count: 1_500),
            authors: [PersonName(parsing: "Лермонтов, Михаил Юрьевич")], annotation: String(repeating: "а", count: 9_000),
            price: ListPrice(amount: 12.5, currencyCode: "usd"))
        let draft = candidate.titleDraft()
        #expect(draft.title.count == TitleDraft.maximumFieldLength)
        #expect(draft.annotation.count == TitleDraft.maximumAnnotationLength)
        #expect(draft.price.isEmpty)  // not roubles
        #expect(draft.authorInitials == "М. Ю.")
        _ = try draft.validated()
    }

    @Test func queryValuesArePercentEncoded() {
        #expect(URLQuery.encode("AIza-_.~ +/=&?é") == "AIza-_.~%20%2B%2F%3D%26%3F%C3%A9")
        #expect(URLQuery.base(" https://example.org/// ") == "https://example.org")
        #expect(URLQuery.base("gopher://x") == nil)
    }
}
