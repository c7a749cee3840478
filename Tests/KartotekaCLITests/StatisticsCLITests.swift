import Foundation
import Testing

/// `kartoteka stats` on both desks: a lend counted as text, JSON and CSV, and bad input refused
/// saying what to fix.
@Suite("kartoteka stats, on both desks")
struct StatisticsCLITests {
    /// A day `days` from now, `YYYY-MM-DD` (a span around today, wherever the library's day falls).
    private static func day(_ days: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func aLendIsCountedAndBadInputRefused(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)
        // The span ends after the loan falls due, but it is not over: the loan, not due yet, is no debt.
        let span = ["--from", Self.day(-40), "--to", Self.day(40)]

        let json = try run(["stats"] + span + ["--by", "category", "--json"])
        #expect(json.status == 0, "\(json.error)")
        let statistics = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let total = statistics?["total"] as? [String: Any]
        #expect(total?["loans"] as? Int == 1 && total?["visits"] as? Int == 1 && total?["newReaders"] as? Int == 1)
        #expect((statistics?["rows"] as? [[String: Any]])?.map { $0["key"] as? String } == [""] && statistics?["by"] as? String == "category")

        let text = try run(["stats"] + span + ["--by", "section"])
        #expect(text.output.contains("Всего: Книговыдача 1 · Возвращено 0 · Посещения 1 · Читатели, обслуженные за период 1"), "\(text.output)")
        #expect(text.output.contains("  художественная литература (84): Книговыдача 1"), "\(text.output)")
        let csv = try desk.run(library, ["stats"] + span + ["--csv"], lang: "en_GB.UTF-8")
        #expect(csv.output.contains("Period;Loans;Returns;Visits;Active readers;New readers;Holds placed;Overdue at the end\r\nTotal;1;0;1;1;1;0;0"),
                "\(csv.output)")
        #expect(csv.output.hasSuffix("\r\nTotal;0;0.00;1;254.00;0;0.00;1;254.00\r\n"), "the file's last line is whole: \(csv.output.suffix(40).debugDescription)")

        let unknown = try run(["stats", "--by", "colour"])
        #expect(unknown.status == 64 && unknown.error.contains("section (отдел ББК)"), "\(unknown.error)")
        let backwards = try run(["stats", "--from", "2027-02-01", "--to", "2027-01-01"])
        #expect(backwards.status != 0 && backwards.error.contains("Поменяйте даты местами"), "\(backwards.error)")
        let notADay = try run(["stats", "--from", "2027-02-30"])
        #expect(notADay.status == 64 && notADay.error.contains("--from"), "\(notADay.error)")
    }
}
