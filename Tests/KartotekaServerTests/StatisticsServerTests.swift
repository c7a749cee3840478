import Foundation
import Testing
import KartotekaCore
import KartotekaHTTP
import KartotekaWire
import KartotekaWireMapping

/// Statistics through the API and the page: the figures of a lend, the charts drawn as SVG with
/// their numbers in words, the CSV file, and bad input answered with what to fix.
@Suite("Statistics, in-process")
struct StatisticsServerTests {
    static func object(_ response: HTTPResponse) -> [String: Any] { TestApplication.json(response) as? [String: Any] ?? [:] }

    static func fields(_ response: HTTPResponse) -> [String] {
        ((object(response)["error"] as? [String: Any])?["fields"] as? [[String: Any]])?.compactMap { $0["field"] as? String } ?? []
    }

    /// The Lermontov title lent to a reader on 15 January 2024 (due within the month: overdue at its
    /// end, though not while the month is not over).
    private func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        return app
    }

    @Test func theAPIThePageAndTheCSVShowTheMonthsFigures() throws {
        let app = try library()
        let answer = app.send("GET", "/api/v1/stats?from=2024-01-01&to=2024-01-31&by=section", as: .circulation)
        #expect(answer.status == 200, "\(TestApplication.text(answer))")
        let statistics = Self.object(answer)
        let total = statistics["total"] as? [String: Any]
        #expect(total?["loans"] as? Int == 1 && total?["visits"] as? Int == 1 && total?["activeReaders"] as? Int == 1)
        let rows = statistics["rows"] as? [[String: Any]]
        #expect(rows?.map { $0["key"] as? String } == ["fiction"] && statistics["by"] as? String == "section")
        #expect(((rows?.first?["fund"] as? [String: Any])?["end"] as? [String: Any])?["sum"] as? String == "254.00")
        #expect((statistics["months"] as? [[String: Any]])?.first?["loans"] as? Int == 1)
        #expect(((statistics["fund"] as? [String: Any])?["end"] as? [String: Any])?["copies"] as? Int == 1)

        let page = TestApplication.text(app.send("GET", "/stats?from=2024-01-01&to=2024-01-31&by=section"))
        #expect(page.contains("<svg") && page.contains("Книговыдача по месяцам") && page.contains("2024-01 — 1"))
        #expect(page.contains("художественная литература (84)") && page.contains("id=\"stats-figures\""))
        let csv = app.send("GET", "/stats/csv?from=2024-01-01&to=2024-01-31&by=section")
        #expect(csv.header("Content-Type")?.hasPrefix("text/csv") == true)
        // Asked on 15 January, the month is not over and the loan not due yet: no debt.
        #expect(TestApplication.text(csv).contains("художественная литература (84);1;0;1;1;;0;0"))
        // Asked in February, it was overdue at the month's end.
        app.clock.advance(days: 20)
        let later = Self.object(app.send("GET", "/api/v1/stats?from=2024-01-01&to=2024-01-31", as: .circulation))
        #expect((later["total"] as? [String: Any])?["overdue"] as? Int == 1)
    }

    @Test func theLeaversLineIsNamedInTheReadersLanguage() {
        var statistics = StatisticsResource()
        statistics.by = StatisticsGrouping.schoolClass.rawValue
        var row = StatisticsRowResource()
        row.key = StatisticsGrouping.leaversKey
        #expect(statistics.label(of: row, in: .russian) == "выпускники")
        #expect(statistics.label(of: row, in: .english) == "school leavers")
        row.key = "11А"
        #expect(statistics.label(of: row, in: .russian) == "11А")
    }

    @Test func badPeriodsAndBreakdownsAreRefusedSayingWhatToFix() throws {
        let app = try TestApplication()
        let backwards = app.send("GET", "/api/v1/stats?from=2024-02-01&to=2024-01-01")
        #expect(backwards.status == 422 && Self.fields(backwards) == ["to"])
        let unknown = app.send("GET", "/api/v1/stats?by=colour")
        #expect(unknown.status == 422 && Self.fields(unknown) == ["by"])
        #expect(TestApplication.text(unknown).contains("branch"))
        let notADay = app.send("GET", "/api/v1/stats?from=2024-13-45")
        #expect(notADay.status == 422 && Self.fields(notADay) == ["from"])
        let page = app.send("GET", "/stats?from=2024-02-01&to=2024-01-01&by=colour")
        #expect(page.status == 422)
        #expect(TestApplication.text(page).contains("section (отдел ББК)"))
        #expect(app.send("GET", "/api/v1/stats", as: nil).status == 401)
    }
}
