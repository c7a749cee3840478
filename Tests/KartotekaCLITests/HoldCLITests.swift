import Foundation
import Testing

/// `kartoteka hold place|list|cancel` and `return` telling which hold takes the copy, on both
/// desks: the database file, and the built server through its API.
@Suite("kartoteka hold, on both desks")
struct HoldCLITests {
    @Test(arguments: BranchCLITests.Desk.allCases)
    func aReaderQueuesForABookOnLoanAndGetsItWhenItComesBack(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try library.local(["reader", "add", "--ticket", "000124", "--surname", "Петрова", "--name", "Анна"]).status == 0)
        #expect(try run(["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)

        #expect(try run(["hold", "place", "--ticket", "000124"]).status == 64)
        #expect(try run(["hold", "place", "--ticket", "000124", "--title", "1", "--inventory", "12345"]).status == 64)
        let placed = try run(["hold", "place", "--ticket", "000124", "--title", "1"])
        #expect(placed.status == 0 && placed.output.hasPrefix("Забронировано: #1  ") && placed.output.contains("в очереди: 1-й"),
                "\(placed.output)\(placed.error)")
        let twice = try run(["hold", "place", "--ticket", "000124", "--title", "1"])
        #expect(twice.status == 1 && twice.error.contains("000124"), "\(twice.error)")
        let listed = try run(["hold", "list", "--title", "1"])
        #expect(listed.output.hasPrefix("#1  ") && listed.output.contains("000124"), "\(listed.output)")

        let back = try run(["return", "--inventory", "12345"])
        #expect(back.status == 0 && back.output.contains("Отложите по брони: #1") && back.output.contains("ждёт на полке"),
                "\(back.output)\(back.error)")
        let shelf = try run(["hold", "list", "--state", "waiting", "--json"])
        let items = try #require((try JSONSerialization.jsonObject(with: Data(shelf.output.utf8)) as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.first?["copy"] as? String == "12345")

        let cancelled = try run(["hold", "cancel", "--id", "1"])
        #expect(cancelled.status == 0 && cancelled.output.hasPrefix("Бронь снята: #1"), "\(cancelled.output)\(cancelled.error)")
        #expect(try run(["hold", "list"]).output == "Броней нет.\n")
    }
}
