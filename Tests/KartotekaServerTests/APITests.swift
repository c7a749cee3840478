import Foundation
import Testing
import KartotekaCore

@Suite("JSON API, in-process")
struct APITests {
    @Test func cataloguesLendsAndReturns() throws {
        let app = try TestApplication()
        let created = app.send("POST", "/api/v1/titles", json: TestApplication.lermontov)
        #expect(created.status == 201)
        let title = try #require(TestApplication.json(created) as? [String: Any])
        #expect(title["authorSign"] as? String == "Л49")
        #expect(created.header("Location") == "/api/v1/titles/\(title["id"] as? Int ?? 0)")
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let lent = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#)
        #expect(lent.status == 201)
        #expect((TestApplication.json(lent) as? [String: Any])?["dueOn"] as? String == "2024-01-29")
        let again = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#)
        #expect(again.status == 409)
        #expect(TestApplication.errorCode(again) == "copy_already_on_loan")
        app.clock.advance(days: 20)
        let overdue = try #require(TestApplication.json(app.send("GET", "/api/v1/loans/overdue")) as? [String: Any])
        #expect((overdue["items"] as? [[String: Any]])?.first?["daysOverdue"] as? Int == 6)
        #expect(app.send("POST", "/api/v1/copies/12345/renew").status == 200)
        #expect(app.send("POST", "/api/v1/copies/12345/return").status == 200)
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/copies/12345/return")) == "copy_not_on_loan")
    }

    @Test("client mistakes are 4xx with one error shape", arguments: [
        ("POST", "/api/v1/titles", "{\"title\": ", 400, "malformed_json"),
        ("POST", "/api/v1/titles", "[1, 2]", 400, "malformed_json"),
        ("POST", "/api/v1/titles", #"{"title": "A", "colour": "red"}"#, 400, "unknown_field"),
        ("POST", "/api/v1/titles", #"{"title": "A", "year": "two thousand"}"#, 400, "wrong_type"),
        ("POST", "/api/v1/titles", #"{"title": "A", "copies": [{"inventoryNumber": 5}]}"#, 400, "wrong_type"),
        ("POST", "/api/v1/titles", #"{"authorSurname": "Иванов"}"#, 422, "invalid_input"),
        ("POST", "/api/v1/loans", #"{"inventoryNumber": "1"}"#, 400, "missing_field"),
        ("POST", "/api/v1/readers", #"{"ticketNumber": "1", "surname": "И", "firstName": "И", "schoolClass": "5Z"}"#, 422, "invalid_input"),
        ("GET", "/api/v1/titles/abc", "", 400, "invalid_parameter"),
        ("GET", "/api/v1/titles/999", "", 404, "title_not_found"),
        ("GET", "/api/v1/titles?limit=0", "", 400, "invalid_parameter"),
        ("GET", "/api/v1/titles?availability=lost", "", 400, "invalid_parameter"),
        ("GET", "/api/v1/nothing", "", 404, "not_found"),
        ("PATCH", "/api/v1/titles/1", "", 405, "method_not_allowed"),
    ])
    func clientMistakes(method: String, path: String, body: String, status: Int, code: String) throws {
        let app = try TestApplication()
        let response = app.send(method, path, json: body.isEmpty ? nil : body)
        #expect(response.status == status)
        #expect(TestApplication.errorCode(response) == code)
        let message = ((TestApplication.json(response) as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
        #expect(message?.isEmpty == false)
    }

    @Test func refusesNonJSONBodies() throws {
        let app = try TestApplication()
        let response = app.send("POST", "/api/v1/titles", json: "title=A", headers: ["Content-Type": "text/plain"])
        #expect(response.status == 415)
        #expect(TestApplication.errorCode(response) == "unsupported_media_type")
        let session = try #require(app.sessions[.administrator])
        let invalidUTF8 = app.application.respond(to: .init(
            method: "POST", path: "/api/v1/titles",
            headers: ["content-type": "application/json", "cookie": "kartoteka_session=\(session.token)", "x-csrf-token": session.csrf],
            body: Data([0x7B, 0xFF, 0xFE, 0x7D])))
        #expect(invalidUTF8.status == 400)
    }

    @Test func validationNamesEveryFieldInTheRequestsLanguage() throws {
        let app = try TestApplication()
        let body = #"{"isbn": "978-5-17-079585-0", "year": 99999, "copies": [{"inventoryNumber": "a b"}]}"#
        let russian = try #require(TestApplication.json(app.send("POST", "/api/v1/titles", json: body)) as? [String: Any])
        let fields = ((russian["error"] as? [String: Any])?["fields"] as? [[String: String]])?.map { $0["field"] ?? "" }
        #expect(fields == ["isbn", "title", "year", "inventoryNumber"])
        let english = app.send("POST", "/api/v1/titles", json: body, headers: ["Accept-Language": "en-GB,en;q=0.9"])
        let message = ((TestApplication.json(english) as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
        #expect(message?.contains("Enter the book’s title.") == true)
    }

    @Test func conflictsAre409AndChangeNothing() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let duplicateCopy = app.send("POST", "/api/v1/titles", json: #"{"title": "Другая", "copies": [{"inventoryNumber": "12345"}]}"#)
        #expect(duplicateCopy.status == 409)
        #expect(TestApplication.errorCode(duplicateCopy) == "inventory_number_taken")
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let sameTicket = app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000123", "surname": "Петров", "firstName": "Пётр", "phone": "89000000000"}"#)
        #expect(sameTicket.status == 409)
        #expect(TestApplication.errorCode(sameTicket) == "ticket_number_taken")
        let list = try #require(TestApplication.json(app.send("GET", "/api/v1/titles")) as? [String: Any])
        #expect((list["items"] as? [Any])?.count == 1)
    }

    @Test func logsOneLinePerRequestWithoutQueriesOrBodies() throws {
        let app = try TestApplication()
        _ = app.send("GET", "/api/v1/readers?q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2")
        _ = app.send("POST", "/api/v1/readers", json: TestApplication.reader)
        #expect(app.log.lines.count == 2)
        #expect(app.log.lines[0].contains("GET /api/v1/readers 200"))
        #expect(app.log.lines.allSatisfy { !$0.contains("Иванов") && !$0.contains("900 000") })
    }
}
