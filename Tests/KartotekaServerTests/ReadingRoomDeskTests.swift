import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The desk's reading-room switch: a copy scanned while it is on is lent to be read in the library,
/// due back today, and the loan says so in its JSON (`inLibrary`) wherever it is shown.
@Suite("The desk's reading-room switch")
struct ReadingRoomDeskTests {
    @Test func aScanWithTheSwitchOnLendsToReadInTheLibrary() throws {
        let app = try ReaderDeskTests.library()
        let lent = try ReaderDeskTests.json(app.send("POST", "/api/v1/desk/scans",
                                                     json: #"{"code": "12346", "ticketNumber": "000123", "inLibrary": true}"#))
        let loan = try #require(lent["loan"] as? [String: Any])
        #expect(lent["outcome"] as? String == "lent" && loan["inLibrary"] as? Bool == true && loan["dueOn"] as? String == "2024-01-15")
        let copy = try ReaderDeskTests.json(app.send("GET", "/api/v1/copies/12346"))
        #expect((copy["loan"] as? [String: Any])?["inLibrary"] as? Bool == true)
        let audit = try app.store.auditEntries(page: PageRequest()).items.filter { $0.action == "desk scan" }
        #expect(audit.first?.subject == "lent copy 12346 to reader 000123, read in the library")

        // On the page the switch stays as it was set, scan after scan; a loan to take home says `false`.
        let page = app.send("POST", "/desk", form: [("code", "12345"), ("ticket", "000124"), ("inLibrary", "1")])
        #expect(TestApplication.text(page).contains("name=\"inLibrary\" value=\"1\" form=\"desk-scan\" checked"))
        #expect(try ReaderDeskTests.json(app.send("GET", "/api/v1/copies/12345"))["status"] as? String == "on_loan")
        #expect(!TestApplication.text(app.send("GET", "/desk")).contains("name=\"inLibrary\" value=\"1\" form=\"desk-scan\" checked"))
        #expect(app.send("POST", "/api/v1/copies/12346/return").status == 200)
        let home = try ReaderDeskTests.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))
        #expect((home["loan"] as? [String: Any])?["inLibrary"] as? Bool == false)
    }

    /// What is read in the library counts against none of the limits for books taken home.
    @Test func aReadingRoomLoanIsNotCountedAgainstTheLimit() throws {
        let app = try ReaderDeskTests.library()
        let kind = try #require(try ReaderDeskTests.json(app.send("GET", "/api/v1/titles/1"))["documentKind"] as? String)
        let rule = #"{"kind": "\#(kind)", "periodDays": 14, "maximumLoans": 1, "maximumRenewals": 1, "readingRoomOnly": false}"#
        #expect(app.send("PUT", "/api/v1/loan-rules", json: rule).status == 200)
        let other = #"{"authorSurname": "Гоголь", "authorInitials": "Н. В.", "title": "Нос", "documentKind": "\#(kind)", "#
            + #""copies": [{"inventoryNumber": "555"}]}"#
        #expect(app.send("POST", "/api/v1/titles", json: other).status == 201)
        let inside = try ReaderDeskTests.json(app.send("POST", "/api/v1/desk/scans",
                                                       json: #"{"code": "12346", "ticketNumber": "000123", "inLibrary": true}"#))
        #expect(inside["outcome"] as? String == "lent")
        let home = try ReaderDeskTests.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "555", "ticketNumber": "000123"}"#))
        #expect(home["outcome"] as? String == "lent", "\(home)")
    }
}
