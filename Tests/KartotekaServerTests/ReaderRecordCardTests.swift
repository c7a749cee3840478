import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// A reader's record card (формуляр): the details, then every loan oldest first — lent,
/// inventory number, author and title, due, returned — as JSON and as the page to print.
@Suite("The reader's record card")
struct ReaderRecordCardTests {
    @Test func theCardListsEveryLoanOldestFirst() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        app.clock.set(app.clock.now() + 86_400)
        #expect(app.send("POST", "/api/v1/copies/12345/return").status == 200)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123", "inLibrary": true}"#).status == 201)

        let card = try ReaderDeskTests.json(app.send("GET", "/api/v1/readers/000123/formular"))
        #expect(card["ticketNumber"] as? String == "000123" && (card["fullName"] as? String)?.hasPrefix("Иванов") == true)
        let loans = try #require(card["loans"] as? [[String: Any]])
        #expect(loans.map { $0["inventoryNumber"] as? String } == ["12345", "12346"])
        #expect(loans[0]["lentOn"] as? String == "2024-01-15" && loans[0]["returnedOn"] as? String == "2024-01-16")
        #expect(loans[1]["returnedOn"] == nil && loans[1]["inLibrary"] as? Bool == true && loans[1]["dueOn"] as? String == "2024-01-16")
        #expect((loans[0]["title"] as? String)?.contains("Герой нашего времени") == true)

        let page = TestApplication.text(app.send("GET", "/readers/000123/formular"))
        #expect(page.contains("Читательский формуляр № 000123") && page.contains("id=\"record-card-loans\""))
        #expect(page.contains("<td>15.01.2024</td><td>12345</td>") && page.contains("16.01.2024"))
        #expect(TestApplication.text(app.send("GET", "/readers/000123")).contains("/readers/000123/formular"))
        #expect(app.send("GET", "/api/v1/readers/000123/formular", as: .circulation).status == 403)
        #expect(app.send("GET", "/api/v1/readers/000999/formular").status == 404)
    }

    /// A book lent to read in the library is due back the same day: it is not renewed (which would
    /// make it a loan home past the reader's limits), and no reminder is written before its day.
    @Test func aLoanToReadInTheLibraryIsNotRenewed() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123", "inLibrary": true}"#).status == 201)
        let refused = app.send("POST", "/api/v1/copies/12346/renew")
        #expect(refused.status == 409 && TestApplication.text(refused).contains("reading_room_loan_not_renewed"), "\(TestApplication.text(refused))")
        #expect(TestApplication.text(refused).contains("не продлевается"))
        #expect(app.send("POST", "/api/v1/copies/12346/return").status == 200)
    }
}
