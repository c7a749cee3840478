import Testing
@testable import KartotekaServer

@Suite("HTML: interpolated text is escaped, markup is not")
struct HTMLTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(2)>", "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"),
        ("O'Brien & Sons", "O&#39;Brien &amp; Sons"),
        ("Лермонтов", "Лермонтов"),
    ])
    func textIsEscaped(_ text: String, _ expected: String) {
        let html: HTML = "<p title=\"\(text)\">\(text)</p>"
        #expect(html.text == "<p title=\"\(expected)\">\(expected)</p>")
    }

    @Test func markupIsKept() {
        let inner: HTML = "<b>\("x<y")</b>"
        let outer: HTML = "<p>\(inner)\([inner, HTML(raw: "<i>")])</p>"
        #expect(outer.text == "<p><b>x&lt;y</b><b>x&lt;y</b><i></p>")
    }
}
