import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The audit log page reads as the page's language does: actions and their subjects in Russian (or
/// English), the library's local time, and each record a line names linked to its page.
@Suite("The audit log page")
struct AuditLogPageTests {
    @Test func actionsAndSubjectsReadInThePagesLanguageAndLinkTheirRecords() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        let page = TestApplication.text(app.send("GET", "/audit"))
        #expect(page.contains("<td>выдача</td>"), "the action in Russian")
        #expect(page.contains("<a href=\"/books?q=12345\">экз. 12345</a> → <a href=\"/readers/000123\">читатель 000123</a>"), "\(page)")
        #expect(page.contains("<th>Когда</th>") && !page.contains("UTC"))
        #expect(page.contains("15.01.2024"), "the day as the library writes it")
        let english = TestApplication.text(app.send("GET", "/audit", headers: ["Cookie": "lang=en"]))
        #expect(english.contains("<td>lend</td>") && english.contains("<a href=\"/readers/000123\">reader 000123</a>"))
    }
}
