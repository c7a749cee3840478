import Foundation
import Testing

/// A title's ГОСТ description with its catalogue cards, and ОО-2 §2.6, from the command line on
/// both desks (the database file and a server through its API).
@Suite("kartoteka book description and form oo2, on both desks")
struct FormsCLITests {
    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func theDescriptionItsCardsAndTheSchoolFundReturn(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        let described = try run(["book", "description", "--id", "1"])
        #expect(described.status == 0 && described.output.contains(" – Текст : непосредственный.\n\n— 1 —\n"), "\(described.output)\(described.error)")
        #expect(described.output.contains("Инв. № 12345"), "\(described.output)")
        let answer = try #require(try json(try run(["book", "description", "--inventory", "12345", "--json"]).output) as? [String: Any])
        #expect((answer["cards"] as? [Any])?.count == 1 && (answer["text"] as? String)?.hasSuffix("Текст : непосредственный.") == true)

        #expect(try run(["copy", "add", "--title-id", "1", "--inventory", "12346", "--fund-class", "teachingAid"]).status == 0)
        let wrong = try run(["copy", "add", "--title-id", "1", "--inventory", "12347", "--fund-class", "novel"])
        #expect(wrong.status == 1 && wrong.error.contains("Класс фонда"), "\(wrong.error)")
        let form = try #require(try json(try run(["form", "oo2", "--json"]).output) as? [String: Any])
        let rows = try #require(form["rows"] as? [[String: Any]])
        #expect(rows.first { $0["line"] as? String == "01" }?["end"] as? Int == 2)
        #expect(rows.first { $0["line"] as? String == "03" }?["end"] as? Int == 1)
        let text = try run(["form", "oo2"])
        #expect(text.status == 0 && text.output.contains("03          1       0              1  учебные пособия"), "\(text.output)")
        let csv = try run(["form", "oo2", "--csv"])
        #expect(csv.output.hasPrefix("\u{FEFF}ОО-2, раздел 2.6") && csv.output.contains(";03;1;0;1\r\n"), "\(csv.output)")
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func aReadingRoomLendThe6NKAndTheDailyRegister(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        let lent = try run(["lend", "--inventory", "12345", "--ticket", "000123", "--in-library", "--json"])
        #expect(lent.status == 0, "\(lent.error)")
        let today = try #require((try json(lent.output) as? [String: Any])?["dueOn"] as? String)
        #expect(today.count == 10)
        let returns = try #require(try json(try run(["form", "6nk", "--json"]).output) as? [String: Any])
        let lines = try #require((returns["consolidated"] as? [String: Any])?["lines"] as? [[String: Any]])
        let loans = try #require(lines.first { $0["indicator"] as? String == "loans" })
        #expect(loans["total"] as? Int == 1 && loans["inLibrary"] as? Int == 1 && loans["others"] as? Int == 1)
        let csv = try run(["form", "6nk", "--csv"])
        #expect(csv.output.hasPrefix("\u{FEFF}6-НК;") && csv.output.contains("Сводный отчёт;Выдано (просмотрено) документов;1;0;0;1;1;0\r\n"),
                "\(csv.output)")
        let register = try run(["form", "register", "--month", String(today.prefix(7))])
        #expect(register.status == 0 && register.output.contains("\(today): 1 · 0 · 0 · 1 · 1 · 0 · 0 · 1 · 1 ·"), "\(register.output)")
        #expect(try run(["form", "register", "--month", "2027-13"]).status == 64)
    }
}
