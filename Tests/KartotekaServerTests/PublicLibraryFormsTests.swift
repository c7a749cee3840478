import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// 6-НК and the daily register from a seeded network of two branches whose every figure is
/// counted by hand below, and reading-room use recorded at the desk.
@Suite("6-НК, the daily register and the reading room, in-process")
struct PublicLibraryFormsTests {
    static func object(_ response: HTTPResponse) -> [String: Any] { TestApplication.json(response) as? [String: Any] ?? [:] }

    /// On 15 January 2024 (the test clock's day), ages taken on 31 December 2024:
    /// - at the main branch `1`: Петя (born 2012: a child) borrows 101 and 102; Оля (born 2000: youth) borrows 103;
    ///   Иван (born 1970) reads 104 in the reading room and gives it back; Нина (no birth date) borrows 107.
    /// - at the branch Ф2 (105 and 106 sent there): Петя borrows 105, Иван 106.
    static func network() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал"}"#).status == 201)
        let copies = (101...107).map { #"{"inventoryNumber": "\#($0)"}"# }.joined(separator: ", ")
        #expect(app.send("POST", "/api/v1/titles", json: #"{"title": "Азбука", "bbk": "74.1", "copies": [\#(copies)]}"#).status == 201)
        #expect(app.send("PUT", "/api/v1/loan-rules", json: #"{"kind": "reference", "periodDays": 1, "maximumRenewals": 0, "readingRoomOnly": true}"#)
                    .status == 200)
        #expect(app.send("POST", "/api/v1/titles", json: #"{"title": "Энциклопедия", "documentKind": "reference", "copies": [{"inventoryNumber": "201"}]}"#)
                    .status == 201)
        for copy in ["105", "106"] {
            #expect(app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "\#(copy)", "to": "Ф2"}"#).status == 201)
            #expect(app.send("POST", "/api/v1/copies/\(copy)/receive").status == 200)
        }
        for (ticket, surname, birth) in [("001", "Петров", "2012-05-01"), ("002", "Орлова", "2000"), ("003", "Иванов", "1970-03-03"),
                                         ("004", "Нина", "")] {
            let reader = #"{"ticketNumber": "\#(ticket)", "surname": "\#(surname)", "firstName": "А"\#(birth.isEmpty ? "" : #", "birth": "\#(birth)""#)}"#
            #expect(app.send("POST", "/api/v1/readers", json: reader).status == 201)
        }
        for (copy, ticket, branch, inLibrary) in [("101", "001", "1", false), ("102", "001", "1", false), ("103", "002", "1", false),
                                                  ("104", "003", "1", true), ("107", "004", "1", false), ("105", "001", "Ф2", false),
                                                  ("106", "003", "Ф2", false)] {
            let lent = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "\#(copy)", "ticketNumber": "\#(ticket)", "branch": "\#(branch)", "inLibrary": \#(inLibrary)}"#)
            #expect(lent.status == 201, "\(copy): \(TestApplication.text(lent))")
        }
        #expect(app.send("POST", "/api/v1/copies/104/return").status == 200)
        return app
    }

    /// Every figure by hand: branch → indicator → [all, children, youth, others, in the library, remote].
    static let expected: [String: [String: [Int]]] = [
        "1": [
            "users": [4, 1, 1, 2, 4, 0],   // Петя; Оля; Иван and Нина
            "visits": [4, 1, 1, 2, 4, 0],  // one day each (Иван borrowed and returned on the same day: one visit)
            "loans": [5, 2, 1, 2, 5, 0],   // 101 102; 103; 104 and 107 (104 read in the reading room): all in the library
        ],
        "Ф2": [
            "users": [2, 1, 0, 1, 2, 0],
            "visits": [2, 1, 0, 1, 2, 0],
            "loans": [2, 1, 0, 1, 2, 0],
        ],
        "": [
            "users": [4, 1, 1, 2, 4, 0],   // each reader once: Петя and Иван, served at both branches, are one user each
            "visits": [6, 2, 1, 3, 6, 0],  // the sum of the branches' visits, as a consolidated return is
            "loans": [7, 3, 1, 3, 7, 0],
        ],
    ]

    static func lines(_ library: [String: Any]) -> [String: [Int]] {
        let lines = library["lines"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: lines.map { line in
            (line["indicator"] as? String ?? "", ["total", "children", "youth", "others", "inLibrary", "remote"].map { line[$0] as? Int ?? -1 })
        })
    }

    @Test func everyFigureOfTheNetworkAndItsConsolidatedReturn() throws {
        let app = try Self.network()
        let answer = app.send("GET", "/api/v1/forms/6nk?year=2024", as: .circulation)
        #expect(answer.status == 200, "\(TestApplication.text(answer))")
        let returns = Self.object(answer)
        let branches = try #require(returns["branches"] as? [[String: Any]])
        #expect(branches.map { $0["branch"] as? String } == ["1", "Ф2"])
        for branch in branches { #expect(Self.lines(branch) == Self.expected[branch["branch"] as? String ?? "?"], "\(branch["branch"] ?? "")") }
        let consolidated = try #require(returns["consolidated"] as? [String: Any])
        #expect(Self.lines(consolidated) == Self.expected[""])
        #expect(branches.first?["withoutBirthDate"] as? Int == 1 && consolidated["withoutBirthDate"] as? Int == 1)
        // The fund: 8 copies received this year, all the main branch's own; the consolidated return is the КСУ's.
        #expect(branches.first?["fundEnd"] as? Int == 8 && consolidated["fundReceived"] as? Int == 8 && consolidated["fundEnd"] as? Int == 8)
        let book = Self.object(app.send("GET", "/api/v1/ksu?year=2024"))
        let movement = try #require((book["movement"] as? [[String: Any]])?.last)
        #expect((movement["end"] as? [String: Any])?["copies"] as? Int == 8)
        // The statistics page counts the same loans, visits and readers at each branch; its whole library counts a
        // reader's day once however many branches they came to (Петя and Иван at both: 4 visits), as the consolidated
        // return, a sum of the branches', does not.
        let statistics = Self.object(app.send("GET", "/api/v1/stats?from=2024-01-01&to=2024-12-31&by=branch"))
        for row in statistics["rows"] as? [[String: Any]] ?? [] {
            let figures = row["figures"] as? [String: Any]
            let expected = Self.expected[row["key"] as? String ?? "?"]
            #expect([figures?["activeReaders"], figures?["visits"], figures?["loans"]].map { $0 as? Int } == [expected?["users"]?[0],
                expected?["visits"]?[0], expected?["loans"]?[0]], "\(row)")
        }
        let total = statistics["total"] as? [String: Any]
        #expect(total?["loans"] as? Int == 7 && total?["visits"] as? Int == 4)

        let printed = TestApplication.text(app.send("GET", "/forms/6nk/print?year=2024"))
        #expect(printed.contains("id=\"nk-consolidated\"") && printed.contains("id=\"nk-branch-Ф2\""))
        #expect(printed.contains("<tr data-indicator=\"loans\"><td>Выдано (просмотрено) документов</td><td class=\"number\">7</td>"
            + "<td class=\"number\">3</td><td class=\"number\">1</td><td class=\"number\">3</td><td class=\"number\">7</td>"))
        let csv = TestApplication.text(app.send("GET", "/forms/6nk/csv?year=2024"))
        #expect(csv.contains("Сводный отчёт;Выдано (просмотрено) документов;7;3;1;3;7;0\r\n"), "\(csv)")
        #expect(csv.contains("Ф2 Сельский филиал;Число посещений;2;1;0;1;2;0\r\n"), "\(csv)")
    }

    @Test func theDailyRegisterAddsUpToTheMonth() throws {
        let app = try Self.network()
        for wrong in ["2024-13", "январь"] {
            #expect(app.send("GET", "/api/v1/forms/register?month=" + (wrong.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")).status == 400,
                    "a month that is not one is refused, not taken as this month: \(wrong)")
        }
        #expect(app.send("GET", "/api/v1/forms/register?month=").status == 200, "an empty month is this month, as the document says")
        let register = Self.object(app.send("GET", "/api/v1/forms/register?month=2024-01"))
        let lines = try #require(register["lines"] as? [[String: Any]])
        #expect(lines.count == 31)
        let day = try #require(lines.first { $0["day"] as? String == "2024-01-15" })
        #expect(day["visits"] as? Int == 6 && day["visitsChildren"] as? Int == 2 && day["loans"] as? Int == 7 && day["loansChildren"] as? Int == 3)
        #expect(day["inLibraryLoans"] as? Int == 1 && day["newReaders"] as? Int == 4)
        #expect((register["total"] as? [String: Any])?["loans"] as? Int == 7)
        let branch = Self.object(app.send("GET", "/api/v1/forms/register?month=2024-01&branch=%D0%A42"))
        #expect((branch["total"] as? [String: Any])?["loans"] as? Int == 2)
        let printed = TestApplication.text(app.send("GET", "/forms/register/print?month=2024-01"))
        #expect(printed.contains("<tr data-day=\"2024-01-15\">") && printed.contains("id=\"register-table\""))
        #expect(TestApplication.text(app.send("GET", "/forms/register/csv?month=2024-01")).contains("2024-01-15;6;2;1;3;7;3;1;3;1;4\r\n"))
        #expect(app.send("GET", "/api/v1/forms/register?month=2024-13").status == 400)
    }

    /// A reader who turns 15 later in the year is young in January's register as in the year's
    /// 6-НК: both take the age on 31 December, so the months add up to the year. A register of a
    /// branch that is not one is refused, not printed empty.
    @Test func theRegisterAndTheReturnTakeAgeOnTheSameDay() throws {
        let app = try Self.network()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "005", "surname": "Юнусов", "firstName": "Б", "birth": "2009-06-01"}"#)
                    .status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "104", "ticketNumber": "005"}"#).status == 201)
        let register = Self.object(app.send("GET", "/api/v1/forms/register?month=2024-01"))
        let day = try #require((register["lines"] as? [[String: Any]])?.first { $0["day"] as? String == "2024-01-15" })
        #expect(day["loansChildren"] as? Int == 3 && day["loansYouth"] as? Int == 2, "\(day)")
        let returns = Self.object(app.send("GET", "/api/v1/forms/6nk?year=2024"))
        let consolidated = Self.lines(try #require(returns["consolidated"] as? [String: Any]))
        #expect(consolidated["loans"] == [8, 3, 2, 3, 8, 0], "\(consolidated)")
        let unknown = app.send("GET", "/api/v1/forms/register?month=2024-01&branch=%D1%84%D0%B0")
        #expect(unknown.status == 404, "\(TestApplication.text(unknown))")
    }

    /// A reader registered in the year who borrowed nothing is a registered user all the same: one
    /// more user of the main branch and of the network, in their age group; no visit, no loan.
    @Test func aReaderRegisteredWhoBorrowedNothingIsAUser() throws {
        let app = try Self.network()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "006", "surname": "Новикова", "firstName": "В", "birth": "2015-02-02"}"#)
                    .status == 201)
        let returns = Self.object(app.send("GET", "/api/v1/forms/6nk?year=2024"))
        let main = try #require((returns["branches"] as? [[String: Any]])?.first { $0["branch"] as? String == "1" })
        #expect(Self.lines(main)["users"] == [5, 2, 1, 2, 5, 0] && Self.lines(main)["visits"] == Self.expected["1"]?["visits"], "\(main)")
        let consolidated = Self.lines(try #require(returns["consolidated"] as? [String: Any]))
        #expect(consolidated["users"] == [5, 2, 1, 2, 5, 0] && consolidated["loans"] == Self.expected[""]?["loans"], "\(consolidated)")
        #expect(Self.lines(try #require(Self.object(app.send("GET", "/api/v1/forms/6nk?year=2025"))["consolidated"] as? [String: Any]))["users"]
                    == [0, 0, 0, 0, 0, 0], "registered in another year")
    }

    @Test func aReadingRoomCopyIsReadInTheLibraryNotTakenHome() throws {
        let app = try Self.network()
        let home = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "201", "ticketNumber": "002"}"#)
        #expect(home.status == 409 || home.status == 422, "\(TestApplication.text(home))")
        let here = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "201", "ticketNumber": "002", "inLibrary": true}"#)
        #expect(here.status == 201 && Self.object(here)["dueOn"] as? String == "2024-01-15", "\(TestApplication.text(here))")
        #expect(app.send("POST", "/api/v1/copies/201/return").status == 200)
        let page = app.send("POST", "/copies/201/lend", form: [("ticketNumber", "003"), ("dueOn", ""), ("inLibrary", "1")])
        #expect(page.status == 303, "\(TestApplication.text(page))")
        let rows = Self.lines(try #require(Self.object(app.send("GET", "/api/v1/forms/6nk?year=2024"))["consolidated"] as? [String: Any]))
        #expect(rows["loans"] == [9, 3, 2, 4, 9, 0], "all served in the library, the reading room among them")
    }
}
