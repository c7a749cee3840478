import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The textbook list on the pages and the API: a textbook title's Federal list number and last
/// day, provision per class and subject, the textbooks to replace before the next school year and
/// the order list — counted over a fixture of classes and copies (today is 15.01.2024).
@Suite("The textbook list on the pages and the API")
struct TextbookPlanningServerTests {
    /// Mathematics 5 (4 copies, to 31.08.2025), mathematics 6 (1 copy, to 25.05.2024), physics 10–11
    /// (3 copies, no end), an older mathematics 5 already past (2 copies, to 31.12.2023); classes
    /// 5А (3 pupils), 5Б (2), 6А (2), 10А (1), 11А (1) and 4А (6).
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        let textbooks: [(String, String, String, String?, Int)] = [
            ("Математика. 5 класс", "математика", "5", "2025-08-31", 4), ("Математика. 6 класс", "математика", "6", "25.05.2024", 1),
            ("Физика", "физика", "10-11", nil, 3), ("Математика", "математика", "5", "2023-12-31", 2),
        ]
        for (index, (title, subject, grades, until, copies)) in textbooks.enumerated() {
            let id = index + 1
            let until = until.map { #", "usableUntil": "\#($0)""# } ?? ""
            #expect(app.send("POST", "/api/v1/titles", json: #"{"title": "\#(title)", "documentKind": "textbook", "fpuNumber": "1.1.2.\#(id)"\#(until)}"#)
                .status == 201)
            #expect(app.send("PUT", "/api/v1/textbooks/\(id)", json: #"{"cardNumber": \#(id), "subject": "\#(subject)", "grades": "\#(grades)"}"#)
                .status == 200)
            #expect(app.send("POST", "/api/v1/textbooks/\(id)/copies", json: #"{"count": \#(copies)}"#).status == 200)
        }
        var ticket = 600
        for (schoolClass, pupils) in [("5А", 3), ("5Б", 2), ("6А", 2), ("10А", 1), ("11А", 1), ("4А", 6)] {
            for _ in 0..<pupils {
                ticket += 1
                #expect(app.send("POST", "/api/v1/readers",
                                 json: #"{"ticketNumber": "000\#(ticket)", "surname": "Орлова", "firstName": "Вера", "schoolClass": "\#(schoolClass)"}"#)
                    .status == 201)
            }
        }
        return app
    }

    @Test func aTextbookTitleKeepsItsFederalListNumberAndLastDay() throws {
        let app = try Self.library()
        let title = try #require(TestApplication.json(app.send("GET", "/api/v1/titles/2")) as? [String: Any])
        #expect(title["fpuNumber"] as? String == "1.1.2.2" && title["usableUntil"] as? String == "2024-05-25")
        let refused = app.send("POST", "/api/v1/titles", json: #"{"title": "Алгебра", "fpuNumber": "один", "usableUntil": "скоро"}"#)
        #expect(refused.status == 422)
        let error = (TestApplication.json(refused) as? [String: Any])?["error"] as? [String: Any]
        let fields = (error?["fields"] as? [[String: Any]])?.compactMap { $0["field"] as? String }
        #expect(fields == ["fpuNumber", "usableUntil"])
        #expect(TestApplication.text(app.send("GET", "/books/new")).contains("name=\"usableUntil\""))
    }

    @Test func provisionIsCountedPerClassAndSubject() throws {
        let app = try Self.library()
        let report = try #require(TestApplication.json(app.send("GET", "/api/v1/textbook-provision")) as? [String: Any])
        let rows = (report["rows"] as? [[String: Any]] ?? []).map {
            "\($0["schoolClass"]!) \($0["subject"]!) \($0["grades"]!) \($0["copies"]!)/\($0["pupils"]!) \($0["percent"]!)%"
        }
        #expect(rows == ["5А математика 5 4/5 80%", "5Б математика 5 4/5 80%", "6А математика 6 1/2 50%", "10А физика 10–11 3/2 150%",
                         "11А физика 10–11 3/2 150%"])
        let page = TestApplication.text(app.send("GET", "/textbooks/provision"))
        #expect(page.contains("id=\"provision-table\"") && page.contains("data-class=\"6А\" data-subject=\"математика\""))
        #expect(page.contains("href=\"/textbooks/provision/print\""))
        let sheet = TestApplication.text(app.send("GET", "/textbooks/provision/print"))
        #expect(sheet.contains("class=\"sheet wide\"") && sheet.contains("data-class=\"6А\" data-subject=\"математика\"")
                    && sheet.contains("Обеспеченность учебниками"), "\(sheet)")
        let csv = TestApplication.text(app.send("GET", "/textbooks/provision/csv"))
        #expect(csv.contains("5А;математика;5;3;5;4;80;1\r\n"))
        #expect(app.send("GET", "/api/v1/textbook-provision", as: .circulation).status == 403)
    }

    @Test func aTextbookPastItsDayIsListedToReplaceAndOrdered() throws {
        let app = try Self.library()
        let plan = try #require(TestApplication.json(app.send("GET", "/api/v1/textbook-orders")) as? [String: Any])
        #expect(plan["nextYearStart"] as? String == "2024-09-01")
        let replace = (plan["replace"] as? [[String: Any]] ?? []).map { "\($0["cardNumber"]!) \($0["usableUntil"]!)" }
        #expect(replace == ["2 2024-05-25", "4 2023-12-31"])
        let lines = (plan["lines"] as? [[String: Any]] ?? []).prefix(3).map { "\($0["schoolYear"]!) \($0["subject"]!) \($0["grades"]!) \($0["toOrder"]!)" }
        #expect(lines == ["2024/2025 математика 5 2", "2024/2025 математика 6 5", "2024/2025 физика 10–11 0"])
        let page = TestApplication.text(app.send("GET", "/textbooks/orders"))
        #expect(page.contains("id=\"replace-table\"") && page.contains("data-card=\"2\"") && page.contains("выбрать по ФПУ"))
        let sheet = TestApplication.text(app.send("GET", "/textbooks/orders/print"))
        #expect(sheet.contains("class=\"sheet wide\"") && sheet.contains("data-card=\"2\"") && sheet.contains("id=\"order-table\""), "\(sheet)")
        #expect(app.send("GET", "/textbooks/orders/print", as: .circulation).status == 403)
        let csv = TestApplication.text(app.send("GET", "/textbooks/orders/csv"))
        #expect(csv.contains("2;1.1.2.2;Математика. 6 класс;математика;6;2024-05-25;1\r\n"))
        #expect(csv.contains("2024/2025;математика;6;5;0;5;;\r\n"))
    }
}
