import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// ОО-2 §2.6 from a seeded year whose every cell is counted by hand below: the API, the printed
/// form and the CSV agree with it, and line 01 is the book of summary accounting of both funds.
@Suite("State statistics forms, in-process")
struct FormsServerTests {
    static func object(_ response: HTTPResponse) -> [String: Any] { TestApplication.json(response) as? [String: Any] ?? [:] }

    /// 2023 in a school library:
    /// - «Математика» (a textbook): 1001 received in 2022 and written off on 1 June 2023; 1002 and 1003 received in March 2023.
    /// - «Капитанская дочка» (fiction): 2001 printed, 2002 an audio book, 2003 classed by the librarian as a teaching aid;
    ///   all received in February 2023.
    /// - «Словарь» (reference): 3001 an electronic copy received in 2022 and written off on 11 November 2023; 3002 received in May 2023.
    /// - «Памятка» (other): 4001 a brochure received in April 2023; 4002 received in January 2024, after the year.
    static func seededYear() throws -> TestApplication {
        let app = try TestApplication()
        func title(_ name: String, kind: String, bbk: String, copies: String) {
            let answer = app.send("POST", "/api/v1/titles", json: """
                {"title": "\(name)", "documentKind": "\(kind)", "bbk": "\(bbk)", "price": 100, "copies": [\(copies)]}
                """)
            #expect(answer.status == 201, "\(TestApplication.text(answer))")
        }
        title("Математика", kind: "textbook", bbk: "22.1я72", copies: """
            {"inventoryNumber": "1001", "receivedOn": "2022-09-01"}, {"inventoryNumber": "1002", "receivedOn": "2023-03-01"},
            {"inventoryNumber": "1003", "receivedOn": "2023-03-01"}
            """)
        title("Капитанская дочка", kind: "fiction", bbk: "84(2Рос=Рус)1", copies: """
            {"inventoryNumber": "2001", "receivedOn": "2023-02-01"},
            {"inventoryNumber": "2002", "receivedOn": "2023-02-01", "documentType": "audiovisual"},
            {"inventoryNumber": "2003", "receivedOn": "2023-02-01", "fundClass": "teachingAid"}
            """)
        title("Словарь", kind: "reference", bbk: "81.2Рус-4", copies: """
            {"inventoryNumber": "3001", "receivedOn": "2022-05-05", "documentType": "electronic"},
            {"inventoryNumber": "3002", "receivedOn": "2023-05-05"}
            """)
        title("Памятка", kind: "other", bbk: "74.2", copies: """
            {"inventoryNumber": "4001", "receivedOn": "2023-04-04", "documentType": "brochure"},
            {"inventoryNumber": "4002", "receivedOn": "2024-01-10"}
            """)
        for (day, copy) in [("2023-06-01", "1001"), ("2023-11-11", "3001")] {
            let act = app.send("POST", "/api/v1/writeoffs", json: """
                {"date": "\(day)", "reason": "worn", "commission": [{"name": "Иванова И. И.", "role": "председатель"}],
                 "copies": [{"inventoryNumber": "\(copy)"}]}
                """)
            #expect(act.status == 201, "\(TestApplication.text(act))")
        }
        return app
    }

    /// Every cell, counted by hand: line → (received, withdrawn, at the end).
    static let expected: [String: [Int]] = [
        "01": [7, 2, 7],  // 1002 1003 2001 2002 2003 3002 4001 in; 1001 3001 out; start 2 + 7 − 2
        "02": [2, 1, 2],  // textbooks: 1002 1003 in, 1001 out
        "03": [1, 0, 1],  // teaching aids: 2003, as the librarian classed it
        "04": [2, 0, 2],  // fiction: 2001 2002
        "05": [1, 1, 1],  // reference: 3002 in, 3001 out
        "06": [6, 1, 6],  // printed: all but the audio book and the electronic copy
        "07": [1, 0, 1],  // audiovisual: 2002
        "08": [0, 0, 0],  // microforms: none
        "09": [0, 1, 0],  // electronic: 3001 out
    ]

    @Test func everyCellOfASeededYearIsRightOnTheAPIThePrintedFormAndTheCSV() throws {
        let app = try Self.seededYear()
        let answer = app.send("GET", "/api/v1/forms/oo2?year=2023")
        #expect(answer.status == 200, "\(TestApplication.text(answer))")
        let rows = try #require(Self.object(answer)["rows"] as? [[String: Any]])
        let cells = Dictionary(uniqueKeysWithValues: rows.map { row in
            (row["line"] as? String ?? "", [row["received"], row["withdrawn"], row["end"]].map { $0 as? Int ?? -1 })
        })
        #expect(cells == Self.expected)
        #expect(rows.map { $0["line"] as? String } == ["01", "02", "03", "04", "05", "06", "07", "08", "09"])

        let printed = TestApplication.text(app.send("GET", "/forms/oo2/print?year=2023"))
        for (line, figures) in Self.expected {
            let cells = figures.map { "<td class=\"number\">\($0)</td>" }
            #expect(printed.contains("<td class=\"number\">\(line)</td>\(cells[0])\n\(cells[1])\(cells[2])"), "line \(line)")
        }
        let csv = TestApplication.text(app.send("GET", "/forms/oo2/csv?year=2023"))
        for (line, figures) in Self.expected {
            #expect(csv.contains(";\(line);\(figures.map(String.init).joined(separator: ";"))\r\n"), "line \(line)")
        }
        #expect(TestApplication.text(app.send("GET", "/forms/oo2?year=2023")).contains("id=\"oo2-table\""))
    }

    @Test func lineOneIsTheSummaryBookOfBothFundsAndTheStatisticsShowTheMainOne() throws {
        let app = try Self.seededYear()
        func movement(_ fund: String) throws -> [Int] {
            let book = Self.object(app.send("GET", "/api/v1/ksu?year=2023&fund=\(fund)"))
            #expect(book["reconciles"] as? Bool == true)
            let line = try #require((book["movement"] as? [[String: Any]])?.last)
            return ["received", "writtenOff", "end"].map { ((line[$0] as? [String: Any])?["copies"] as? Int) ?? -1 }
        }
        let main = try movement("main")
        let textbooks = try movement("textbooks")
        #expect(zip(main, textbooks).map(+) == Self.expected["01"])
        let statistics = Self.object(app.send("GET", "/api/v1/stats?from=2023-01-01&to=2023-12-31"))
        let fund = try #require(statistics["fund"] as? [String: Any])
        #expect(["received", "writtenOff", "end"].map { ((fund[$0] as? [String: Any])?["copies"] as? Int) ?? -1 } == main)
    }

    @Test func aCopysClassIsCorrectedAndCountedOnItsNewLine() throws {
        let app = try Self.seededYear()
        #expect(app.send("PUT", "/api/v1/copies/2001", json: #"{"fundClass": "reference", "receivedOn": "2023-02-01"}"#).status == 200)
        #expect(Self.object(app.send("GET", "/api/v1/copies/2001"))["fundClass"] as? String == "reference")
        let rows = try #require(Self.object(app.send("GET", "/api/v1/forms/oo2?year=2023"))["rows"] as? [[String: Any]])
        #expect(rows.first { $0["line"] as? String == "04" }?["end"] as? Int == 1)
        #expect(rows.first { $0["line"] as? String == "05" }?["end"] as? Int == 2)
        let wrong = app.send("PUT", "/api/v1/copies/2001", json: #"{"fundClass": "novel"}"#)
        #expect(wrong.status == 422 || wrong.status == 400)
        #expect(app.send("GET", "/api/v1/forms/oo2?year=2023", as: .circulation).status == 403)
    }
}
