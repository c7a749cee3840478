import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// Lost books made good and written off, on the pages and the API: a copy accepted instead joins
/// the fund in the settling step (or nothing is kept), the losses list offers the act of loss for
/// the copies still in the fund, and the ledger of books accepted instead prints and downloads.
@Suite("Lost books replaced and written off")
struct LossReplacementServerTests {
    /// Copies `12345` and `12346` lent to Иванов (`000123`) and both lost.
    static func library() throws -> TestApplication {
        let app = try ReaderDeskTests.library()
        for copy in ["12345", "12346"] {
            #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "\#(copy)", "ticketNumber": "000123"}"#).status == 201)
        }
        for copy in ["12345", "12346"] {
            #expect(app.send("POST", "/api/v1/copies/\(copy)/loss", as: .circulation).status == 201)
        }
        return app
    }

    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    @Test func aReplacementCopyJoinsTheFundWhenTheLossIsSettled() throws {
        let app = try Self.library()
        let taken = app.send("POST", "/losses/1/settle", form: [("how", "replaced"), ("note", ""), ("amount", ""),
                                                                ("replacementInventoryNumber", "12346"), ("replacementPrice", "300"),
                                                                ("replacementReceipt", ""), ("replacementTitle", ""), ("back", "")])
        #expect(taken.status == 422 && TestApplication.text(taken).contains("id=\"loss1-replacementInventoryNumber-error\""))
        #expect(TestApplication.text(taken).contains("value=\"12346\""), "what was typed comes back")
        // A settlement by hand without its note comes back as by hand, not reset to replaced.
        let byHand = app.send("POST", "/losses/1/settle", form: [("how", "by_hand"), ("note", ""), ("amount", ""),
                                                                 ("replacementInventoryNumber", ""), ("replacementPrice", ""),
                                                                 ("replacementReceipt", ""), ("replacementTitle", ""), ("back", "")])
        #expect(byHand.status == 422 && TestApplication.text(byHand).contains("<option value=\"by_hand\" selected"),
                "\(TestApplication.text(byHand))")
        let unsettled = try Self.json(app.send("GET", "/api/v1/losses?unsettled=1"))["items"] as? [Any]
        #expect(unsettled?.count == 2, "a copy that cannot be catalogued leaves the loss unsettled")

        let settled = app.send("POST", "/losses/1/settle", form: [("how", "replaced"), ("note", ""), ("amount", ""),
                                                                  ("replacementInventoryNumber", "20001"), ("replacementPrice", "300"),
                                                                  ("replacementReceipt", ""), ("replacementTitle", ""), ("back", "")])
        #expect(settled.status == 303)
        let copy = try Self.json(app.send("GET", "/api/v1/copies/20001"))
        #expect(copy["price"] as? String == "300.00" && (copy["receipt"] as? String)?.hasPrefix("2024/") == true)

        let wrongHow = app.send("POST", "/api/v1/losses/2/settlement",
                                json: #"{"how": "paid", "amount": "254", "replacement": {"inventoryNumber": "20002"}}"#)
        #expect(wrongHow.status == 422)
        let api = app.send("POST", "/api/v1/losses/2/settlement",
                           json: #"{"how": "replaced", "replacement": {"inventoryNumber": "20002", "price": "280.50", "titleId": 1}}"#)
        let answer = try Self.json(api)
        #expect(api.status == 200 && answer["replacement"] as? String == "20002")

        let ledger = try Self.json(app.send("GET", "/api/v1/losses/replacements?year=2024"))
        let lines = try #require(ledger["lines"] as? [[String: Any]])
        #expect(lines.count == 2 && lines.first?["readerName"] as? String == "Иванов И.")
        #expect((lines.last?["accepted"] as? [String: Any])?["price"] as? String == "280.50")
        #expect(app.send("GET", "/api/v1/losses/replacements", as: .circulation).status == 403)
        let page = TestApplication.text(app.send("GET", "/losses/replacements?year=2024"))
        #expect(page.contains("id=\"replacement-ledger\"") && page.contains("20001") && page.contains("Иванов И."))
        #expect(TestApplication.text(app.send("GET", "/losses/replacements/print?year=2024")).contains("20002"))
        let csv = TestApplication.text(app.send("GET", "/losses/replacements/csv?year=2024"))
        #expect(csv.contains("20001") && csv.contains("280,50"))
    }

    @Test func theLossesListOffersAnActOfLossForTheCopiesStillInTheFund() throws {
        let app = try Self.library()
        let list = TestApplication.text(app.send("GET", "/losses", as: .librarian))
        #expect(list.contains("id=\"loss-list\"") && list.contains("id=\"write-off-losses\""))
        #expect(list.contains("action=\"/writeoffs/filled#write-off-form\"") && list.contains("value=\"lost\"")
                && (list.contains("12345\n12346") || list.contains("12346\n12345")))
        let form = TestApplication.text(app.send("POST", "/writeoffs/filled", form: [("reason", "lost"), ("copies", "12346\n12345")], as: .librarian))
        #expect(form.contains("12346\n12345") && form.contains("id=\"write-off-form\""), "\(form.suffix(3000))")
        // A shortage of two thousand copies comes through whole (an address would not hold it).
        let many = (1...2_000).map { "У12-\($0)" }.joined(separator: "\n")
        let long = TestApplication.text(app.send("POST", "/writeoffs/filled", form: [("reason", "lost"), ("copies", many)], as: .librarian))
        #expect(long.contains("У12-2000"))
        let act = app.send("POST", "/api/v1/writeoffs", json: """
            {"date": "2024-01-15", "reason": "lost", "commission": [{"name": "Иванова И. И.", "role": "председатель"}],
             "copies": [{"inventoryNumber": "12345"}]}
            """, as: .librarian)
        #expect(act.status == 201)
        let pending = try Self.json(app.send("GET", "/api/v1/losses?awaitingWriteOff=1"))["items"] as? [[String: Any]]
        #expect(pending?.map { $0["inventoryNumber"] as? String } == ["12346"])
        let all = try Self.json(app.send("GET", "/api/v1/losses"))["items"] as? [[String: Any]]
        #expect(all?.first { $0["inventoryNumber"] as? String == "12345" }?["writeOff"] as? String == "2024/1")
        #expect(!TestApplication.text(app.send("GET", "/losses", as: .circulation)).contains("write-off-losses"), "a helper sees no act")
    }
}
