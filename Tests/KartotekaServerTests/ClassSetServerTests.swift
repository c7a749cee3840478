import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// Textbook sets on the pages and the API: a rule lends textbooks until the end of the school
/// year, a set goes to each pupil of a class, comes back by ticking or scanning, and who still
/// owes what prints for the class teacher and downloads as CSV.
@Suite("Class sets on the pages and the API")
struct ClassSetServerTests {
    /// A textbook (title 1) with copies `У1`…`У3`, two pupils of 5А.
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        let textbook = #"{"authorSurname": "Петерсон", "authorInitials": "Л. Г.", "title": "Математика", "documentKind": "textbook", "#
            + #""copies": [{"inventoryNumber": "У1"}, {"inventoryNumber": "У2"}, {"inventoryNumber": "У3"}]}"#
        #expect(app.send("POST", "/api/v1/titles", json: textbook).status == 201)
        for (ticket, surname) in [("000501", "Орлова"), ("000502", "Белов")] {
            #expect(app.send("POST", "/api/v1/readers",
                             json: #"{"ticketNumber": "\#(ticket)", "surname": "\#(surname)", "firstName": "Вера", "schoolClass": "5А"}"#)
                .status == 201)
        }
        return app
    }

    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    @Test func aSetGoesToTheClassUntilTheYearsEndAndComesBack() throws {
        let app = try Self.library()
        let rule = app.send("POST", "/settings/rules", form: [("ruleCategory", ""), ("ruleKind", "textbook"), ("periodDays", "14"),
                                                              ("maximumLoans", ""), ("maximumRenewals", "0"), ("until", "31.05")])
        #expect(rule.status == 303)
        #expect(((try Self.json(app.send("GET", "/api/v1/loan-rules")))["rules"] as? [[String: Any]])?.first?["until"] as? String == "05-31")

        let refused = app.send("POST", "/class-sets/new", form: [("titleId", "1"), ("schoolClass", "6Б"), ("teacher", ""), ("count", "")])
        #expect(refused.status == 422 && TestApplication.text(refused).contains("6Б"))
        let made = app.send("POST", "/class-sets/new", form: [("titleId", "1"), ("schoolClass", "5а"), ("teacher", ""), ("count", "")])
        #expect(made.status == 303)
        let set = try Self.json(app.send("GET", "/api/v1/class-sets/1"))
        let copies = try #require(set["copies"] as? [[String: Any]])
        #expect(copies.map { $0["ticketNumber"] as? String } == ["000502", "000501"] && set["outstanding"] as? Int == 2)
        #expect(copies.allSatisfy { $0["dueOn"] as? String == "2024-05-31" })
        #expect(TestApplication.text(app.send("GET", "/readers/000501")).contains("комплект 5А"), "on the pupil's card")
        #expect(TestApplication.text(app.send("GET", "/desk?ticket=000501")).contains("комплект 5А"), "at the desk")
        let held = try Self.json(app.send("GET", "/api/v1/readers/000501"))["loans"] as? [[String: Any]]
        #expect(held?.first?["classSet"] as? String == "5А")

        #expect(app.send("POST", "/class-sets/1/return", form: [("copies", "У1")]).status == 303)
        let stray = app.send("POST", "/api/v1/class-sets/1/return", json: #"{"copies": ["У3"]}"#)
        #expect(stray.status == 409 && TestApplication.errorCode(stray) == "copy_not_in_class_set")
        // A circulation helper takes copies back, and sees the set's pupils by ticket only.
        let byHelper = try Self.json(app.send("POST", "/api/v1/class-sets/1/return", json: #"{"copies": []}"#, as: .circulation))
        #expect((byHelper["copies"] as? [[String: Any]])?.allSatisfy { $0["readerName"] == nil && $0["ticketNumber"] != nil } == true, "\(byHelper)")
        let helperPage = app.send("POST", "/class-sets/1/return", form: [("copies", "У3")], as: .circulation)
        #expect(!TestApplication.text(helperPage).contains("Орлова"), "the refusal alone, no class list")
        let mistyped = app.send("POST", "/class-sets/1/return", form: [("copies", "У2\nУ3")])
        #expect(mistyped.status == 422 && TestApplication.text(mistyped).contains("У2\nУ3</textarea>"), "the numbers scanned are kept to fix")
        let card = TestApplication.text(app.send("GET", "/class-sets/1"))
        #expect(card.contains("id=\"class-set-copies\"") && card.contains("/copies/%D0%A32/lost"))
        let owing = TestApplication.text(app.send("GET", "/class-sets/owing?class=5%D0%90"))
        #expect(owing.contains("id=\"class-sets-owing\"") && owing.contains("Орлова") && !owing.contains("Белов"))
        let csv = TestApplication.text(app.send("GET", "/class-sets/owing/csv?class=5%D0%90"))
        #expect(csv.contains("000501") && csv.contains("У2"))
        // Each line says when its set was handed out: last year's debtors of a class are told from this year's.
        #expect(owing.contains("<th>Выдан</th>") && csv.contains(";Выдан;"), "\(csv)")
        // A lost textbook is still owed: it stays on the list, marked lost.
        #expect(app.send("POST", "/api/v1/copies/%D0%A32/loss").status == 201)
        let stillOwing = TestApplication.text(app.send("GET", "/class-sets/owing?class=5%D0%90"))
        #expect(stillOwing.contains("Орлова") && stillOwing.contains("У2") && stillOwing.contains("утерян"))
        let lostCSV = TestApplication.text(app.send("GET", "/class-sets/owing/csv?class=5%D0%90"))
        #expect(lostCSV.contains("000501") && lostCSV.contains("У2") && lostCSV.contains("утерян"))
        // Made good, it is owed no more.
        #expect(app.send("POST", "/api/v1/losses/1/settlement", json: #"{"how": "paid", "amount": "254.00"}"#).status == 200)
        #expect(!TestApplication.text(app.send("GET", "/class-sets/owing?class=5%D0%90")).contains("Орлова"))
        #expect(!TestApplication.text(app.send("GET", "/class-sets/owing/csv?class=5%D0%90")).contains("000501"))
        let settled = try #require(try Self.json(app.send("GET", "/api/v1/class-sets/1"))["copies"] as? [[String: Any]])
        #expect(settled.first { $0["inventoryNumber"] as? String == "У2" }?["state"] as? String == "made_good")

        let teacher = app.send("POST", "/api/v1/class-sets", json: #"{"titleId": 1, "schoolClass": "5А", "teacher": "000502", "count": 3}"#)
        #expect(teacher.status == 409 && TestApplication.errorCode(teacher) == "not_enough_copies")
        let list = try #require(TestApplication.json(app.send("GET", "/api/v1/class-sets?class=5А".addingPercentEncoding(
            withAllowedCharacters: .urlQueryAllowed)!)) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(app.send("GET", "/api/v1/class-sets", as: .circulation).status == 403)
        // A circulation helper hands a set out and hears of its pupils by ticket alone.
        let byHelper2 = app.send("POST", "/api/v1/class-sets", json: #"{"titleId": 1, "schoolClass": "5А"}"#, as: .circulation)
        let handed = try Self.json(byHelper2)
        #expect(byHelper2.status == 201, "\(handed)")
        #expect((handed["copies"] as? [[String: Any]])?.allSatisfy { $0["readerName"] == nil && $0["ticketNumber"] != nil } == true, "\(handed)")
    }
}
