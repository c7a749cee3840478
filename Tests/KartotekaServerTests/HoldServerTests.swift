import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// Holds through the API and the pages: a queue per title, a copy that comes back set aside for
/// the first in it (the desk is told), not lent to anyone else, and cancelling.
@Suite("Holds, in-process")
struct HoldServerTests {
    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    @Test func aCopyThatComesBackIsSetAsideForTheFirstInTheQueueAndTheDeskIsTold() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123"}"#).status == 201)
        let placed = app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000124", "titleId": 1}"#)
        #expect(placed.status == 201 && placed.header("Location") == "/api/v1/holds/1")
        let hold = try Self.json(placed)
        #expect(hold["state"] as? String == "queued" && hold["position"] as? Int == 1)
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000124", "titleId": 1}"#))
                    == "hold_already_placed")
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000123", "titleId": 1}"#))
                    == "hold_title_on_loan_to_reader")
        let neither = app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000124"}"#)
        #expect(neither.status == 422 && TestApplication.text(neither).contains("titleId"))
        // Queued, nothing on the shelf yet: the desk does not say «Ждут на полке брони (0)».
        let queued = TestApplication.text(app.send("GET", "/desk?ticket=000124", as: .librarian))
        #expect(queued.contains("Брони в очереди (1)") && !queued.contains("Ждут на полке брони (0)"))
        // The holder may not renew while the other reader waits and no copy is free.
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/copies/12345/renew")) == "renewal_wanted_by_others")

        let back = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12345"}"#, as: .librarian))
        #expect(back["outcome"] as? String == "returned")
        #expect((back["message"] as? String)?.contains("полку брони") == true)
        let setAside = try #require(back["setAsideFor"] as? [String: Any])
        #expect(setAside["ticketNumber"] as? String == "000124" && setAside["state"] as? String == "waiting")
        #expect(setAside["pickupBy"] as? String == "2024-01-21")

        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Сидоров", "firstName": "Пётр"}"#)
                    .status == 201)
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000125"}"#))
                    == "copy_held_for_another_reader")

        let card = try Self.json(app.send("GET", "/api/v1/readers/000124"))
        #expect((card["holds"] as? [[String: Any]])?.first?["copy"] as? String == "12345")
        let desk = TestApplication.text(app.send("GET", "/desk?ticket=000124", as: .librarian))
        #expect(desk.contains("<section id=\"desk-holds\" aria-label=\"Ждут на полке брони\">"))
        #expect(desk.contains("data-state=\"waiting\""))
        let shelf = try Self.json(app.send("GET", "/api/v1/holds?state=waiting"))
        #expect((shelf["items"] as? [[String: Any]])?.count == 1)

        // Collected: lending the copy to its reader ends the hold.
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000124"}"#).status == 201)
        #expect(try Self.json(app.send("GET", "/api/v1/holds/1"))["state"] as? String == "collected")
    }

    @Test func theTitleCardReservesForAReaderAndTheHoldsPageCancels() throws {
        let app = try ReaderDeskTests.library()
        let unknown = app.send("POST", "/books/1/holds", form: [("ticketNumber", "999999"), ("pickupBranch", "")], as: .librarian)
        #expect(unknown.status == 422)
        #expect(TestApplication.text(unknown).contains("id=\"place-hold\""))
        // Both copies stand free: the hold takes one at once, onto the hold shelf.
        let placed = app.send("POST", "/books/1/holds", form: [("ticketNumber", "000124"), ("pickupBranch", "")], as: .librarian)
        #expect(placed.status == 303 && placed.header("Location") == "/books/1?notice=hold-placed")
        let card = TestApplication.text(app.send("GET", "/books/1", as: .librarian))
        #expect(card.contains("id=\"title-holds\"") && card.contains("data-hold=\"1\""))
        let ofCopy = app.send("POST", "/books/1/holds", form: [("ticketNumber", "000123"), ("inventoryNumber", "12346"), ("pickupBranch", "")],
                              as: .librarian)
        #expect(ofCopy.status == 303)
        #expect(try Self.json(app.send("GET", "/api/v1/holds/2"))["wantedCopy"] as? String == "12346")
        let list = TestApplication.text(app.send("GET", "/holds", as: .librarian))
        #expect(list.contains("id=\"hold-shelf\"") && list.contains("000124"))
        let cancelled = app.send("POST", "/holds/1/cancel", form: [("back", "/holds")], as: .librarian)
        #expect(cancelled.header("Location") == "/holds?notice=hold-cancelled")
        #expect(try Self.json(app.send("GET", "/api/v1/holds/1"))["state"] as? String == "cancelled")
        #expect(app.send("POST", "/holds/1/cancel", form: [("back", "/holds")], as: .librarian).status == 409)
    }
}
