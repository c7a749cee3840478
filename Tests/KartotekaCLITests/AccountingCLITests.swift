import Foundation
import Testing

/// The fund's accounts from the command line, on both desks (the database file and a server
/// through its API): a batch, copies catalogued into it, an act of write-off (refused whole when
/// a copy is on loan), the book of summary accounting as text, JSON and CSV, the inventory book,
/// and a stock check from start to act.
@Suite("kartoteka receipt, writeoff, ksu, inventory-book, stocktake, on both desks")
struct AccountingCLITests {
    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// A batch is corrected, closed, kept as reported while closed, opened again and removed from
    /// the command line as on its page.
    @Test(arguments: BranchCLITests.Desk.allCases)
    func aBatchIsCorrectedClosedAndRemoved(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["receipt", "add", "--date", "2026-02-01", "--source", "purchase", "--supplier", "Библио-Глобус"]).status == 0)
        let closed = try run(["receipt", "edit", "2026/1", "--note", "счёт оплачен", "--open", "no"])
        #expect(closed.status == 0 && closed.output.hasPrefix("Поступление № 2026/1 сохранено."), "\(closed.output)\(closed.error)")
        let shown = try #require(try json(try run(["receipt", "show", "2026/1", "--json"]).output) as? [String: Any])
        #expect(shown["open"] as? Bool == false && shown["supplier"] as? String == "Библио-Глобус" && shown["note"] as? String == "счёт оплачен")
        let moved = try run(["receipt", "edit", "2026/1", "--date", "2026-01-15"])
        #expect(moved.status == 1 && moved.error.contains("Поступление № 2026/1 закрыто"), "\(moved.error)")
        #expect(try run(["receipt", "edit", "2026/1", "--date", "2026-01-15", "--open", "yes"]).status == 0)
        #expect(try run(["copy", "add", "--title-id", "1", "--inventory", "12346", "--receipt", "2026/1"]).status == 0)
        let busy = try run(["receipt", "delete", "2026/1"])
        #expect(busy.status == 1, "a batch with copies stays")
        #expect(try run(["receipt", "add", "--date", "2026-02-02", "--source", "gift"]).status == 0)
        let removed = try run(["receipt", "delete", "2026/2"])
        #expect(removed.status == 0 && removed.output == "Поступление № 2026/2 удалено.\n", "\(removed.output)\(removed.error)")
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func aBatchAnActAndTheBooks(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        let future = try run(["receipt", "add", "--date", "2999-01-01", "--source", "purchase"])
        #expect(future.status == 1 && future.error.contains("--date: Дата поступления 01.01.2999 ещё не наступила"), "\(future.error)")
        let added = try run(["receipt", "add", "--date", "2026-02-01", "--source", "purchase", "--supplier", "Библио-Глобус",
                             "--document-kind", "waybill", "--document-number", "17"])
        #expect(added.status == 0 && added.output.hasPrefix("Поступление записано в КСУ под № 2026/1.\n№ 2026/1 · 01.02.2026 · покупка · накладная № 17"),
                "\(added.output)\(added.error)")
        let copy = try run(["copy", "add", "--title-id", "1", "--inventory", "12346", "--receipt", "2026/1", "--balance", "off",
                            "--document-type", "brochure", "--copy-price", "50"])
        #expect(copy.status == 0, "\(copy.error)")
        let book = try run(["book", "add", "--title", "Физика", "--bbk", "22.3", "--price", "500", "--inventory", "777", "--receipt", "2026/1"])
        #expect(book.status == 0, "\(book.error)")
        let negative = try run(["copy", "add", "--title-id", "1", "--inventory", "12347", "--copy-price", "-5"])
        #expect(negative.status == 1 && negative.error.contains("--copy-price: Цена должна быть числом"), "\(negative.error)")
        let shown = try run(["receipt", "show", "2026/1"])
        #expect(shown.output.contains("2 экз., 2 назв., 550,00 руб.") && shown.output.contains("  12346 · 01.02.2026"), "\(shown.output)")

        #expect(try run(["lend", "--inventory", "777", "--ticket", "000123"]).status == 0)
        let refused = try run(["writeoff", "add", "--date", "2026-03-01", "--reason", "worn", "--member", "Иванова И. И.: председатель",
                               "--inventory", "12346", "--inventory", "777"])
        #expect(refused.status == 1 && refused.error.contains("Экземпляр 777 выдан читателю") && refused.error.contains("Акт не сохранён"))
        #expect(try run(["writeoff", "list"]).output == "Актов списания нет.\n")
        let act = try run(["writeoff", "add", "--date", "2026-03-01", "--reason", "defective", "--member", "Иванова И. И.: председатель",
                           "--member", "Петрова П. П.: бухгалтер", "--approved-by", "Директор Сидоров С. С.", "--coefficient", "1,5",
                           "--inventory", "12346"])
        #expect(act.status == 0 && act.output.hasPrefix("Акт списания № 2026/1 составлен: 1 экз. выбыли из фонда."), "\(act.output)\(act.error)")
        #expect(act.output.contains("1. 12346 Лермонтов М. Ю. Герой нашего времени, 2018 · 50,00 × 1.5 = 75,00"), "\(act.output)")
        let csv = try desk.run(library, ["writeoff", "show", "1", "--csv"], lang: "en_GB.UTF-8")
        #expect(csv.output.contains("1;12346;Лермонтов М. Ю. Герой нашего времени;2018;50.00;1.5;75.00\r\n"), "\(csv.output)")
        #expect(csv.output.hasSuffix("Total;1;;;50.00;;75.00\r\n"), "the file's last line is whole: \(csv.output.suffix(40).debugDescription)")

        let text = try run(["ksu", "--year", "2026"])
        #expect(text.output.contains("Часть 1. Поступление в фонд\n  № 2026/1 · 01.02.2026 · покупка · 2 экз., 2 назв., 550,00 руб."),
                "\(text.output)")
        #expect(text.output.contains("Итоги сходятся с подсчётом экземпляров."), "\(text.output)")
        let ledger = try #require(try json(try run(["ksu", "--year", "2026", "--json"]).output) as? [String: Any])
        #expect(ledger["reconciles"] as? Bool == true && ledger["copiesWithoutReceipt"] as? Int == 1)
        let movement = try #require((ledger["movement"] as? [[String: Any]])?.first)
        #expect((movement["end"] as? [String: Any])?["copies"] as? Int == 2)
        let ksu = try run(["ksu", "--year", "2026", "--csv"]).output
        #expect(ksu.hasPrefix("\u{FEFF}Книга суммарного учёта библиотечного фонда;за период 01.01.2026 – 31.12.2026"))
        #expect(ksu.hasSuffix("\r\n01.01.2026 – 31.12.2026;Состоит на конец периода;2;754,00;2;754,00;0;0,00\r\n"),
                "the file's last line is whole: \(ksu.suffix(80).debugDescription)")
        let inventoryBook = try run(["inventory-book", "--from", "12346", "--to", "12346", "--csv"]).output
        #expect(inventoryBook.hasSuffix("\r\n01.02.2026;12346;Лермонтов М. Ю. Герой нашего времени;2018;50,00;2026/1;;2026/1 01.03.2026;списан\r\n"),
                "the file's last line is whole: \(inventoryBook.suffix(80).debugDescription)")
        let backwards = try run(["ksu", "--from", "2026-05-01", "--to", "2026-04-01"])
        #expect(backwards.status == 1 && backwards.error.contains("Поменяйте даты местами"), "\(backwards.error)")
        let lines = try run(["inventory-book", "--from", "12346", "--to", "12346"])
        #expect(lines.output.hasPrefix("12346 · 01.02.2026 · Лермонтов М. Ю. Герой нашего времени · 2018 · 50,00 · КСУ № 2026/1 · списан по акту № 2026/1 от 01.03.2026"),
                "\(lines.output)")
        #expect(try run(["receipt", "list", "--year", "2026"]).output.hasPrefix("№ 2026/1"))
        #expect(try run(["receipt", "show", "x"]).status == 64)
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func aStockCheckFromStartToAct(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["copy", "add", "--title-id", "1", "--inventory", "12346"]).status == 0)
        #expect(try run(["copy", "add", "--title-id", "1", "--inventory", "20000"]).status == 0)
        let started = try run(["stocktake", "start", "--from", "12345", "--to", "12346"])
        #expect(started.status == 0 && started.output.hasPrefix("Проверка № 1 начата.\n№ 1 · "), "\(started.output)\(started.error)")
        // The list saved by Notepad on a Russian Windows: Windows-1251, «НЕТ-1» read as it was typed.
        let scans = library.cli.folder.appendingPathComponent("scans.txt")
        try Data("12345\n".utf8 + [0xCD, 0xC5, 0xD2] + "-1\n20000\n".utf8).write(to: scans)
        let scanned = try run(["stocktake", "scan", "--id", "1", "--inventory", "12345", "--file", scans.path])
        #expect(scanned.output.contains("12345 Лермонтов М. Ю. Герой нашего времени — учтён.")
                && scanned.output.contains("12345 Лермонтов М. Ю. Герой нашего времени — уже учтён раньше.")
                && scanned.output.contains("Экземпляра с номером «НЕТ-1» нет"), "\(scanned.output)\(scanned.error)")
        #expect(try run(["stocktake", "status", "--id", "1"]).output.contains("учтено 1 из 2"))
        if desk == .server {
            let helper = try library.remote(["stocktake", "finish", "--id", "1"], token: library.helperToken)
            #expect(helper.status == 1, "a circulation helper scans but does not end a check")
            #expect(try library.remote(["stocktake", "scan", "--id", "1", "--inventory", "12345"], token: library.helperToken).status == 0)
        }
        let finished = try run(["stocktake", "finish", "--id", "1"])
        #expect(finished.output.contains("Недостающие документы\n  12346 Лермонтов") && finished.output.contains("НЕТ-1"), "\(finished.output)")
        #expect(finished.output.contains("  20000 Лермонтов М. Ю. Герой нашего времени. Его номер вне проверяемого диапазона.\n"),
                "the mismatch is a sentence of its own: \(finished.output)")
        let csv = try run(["stocktake", "status", "--id", "1", "--csv"])
        #expect(csv.output.contains("12346;Лермонтов М. Ю. Герой нашего времени;254,00;не найден при проверке"), "\(csv.output)")
        let again = try run(["stocktake", "scan", "--id", "1", "--inventory", "12346"])
        #expect(again.status == 1 && again.error.contains("Проверка фонда № 1 завершена"))
        #expect(try run(["stocktake", "status"]).output.hasPrefix("№ 1 · "))
    }

    /// A title or a name that a spreadsheet would run as a formula is written as text (with a
    /// leading `'`) in the command line's CSV, as on the web: both use the one writer.
    @Test(arguments: BranchCLITests.Desk.allCases)
    func aFormulaInATitleIsTextInTheCSV(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        let added = try run(["book", "add", "--title", "=HYPERLINK(\"http://evil.example\";\"x\")", "--inventory", "778"])
        #expect(added.status == 0, "\(added.error)")
        let csv = try run(["inventory-book", "--from", "778", "--to", "778", "--csv"])
        #expect(csv.output.contains(";\"'=HYPERLINK(\"\"http://evil.example\"\";\"\"x\"\")\";"), "\(csv.output)")
        #expect(csv.output.hasSuffix("\r\n") && !csv.output.contains(";=HYPERLINK"), "\(csv.output)")
    }
}
