import Foundation
import Testing

/// The reader-first desk, loan rules, blocks, lost books and classes from the command line, on
/// both desks: the database file itself, and the built `kartoteka serve` through its API.
@Suite("kartoteka desk, rule, block, loss, reader import-class and promote, on both desks")
struct DeskCLITests {
    enum Desk: String, Sendable, CaseIterable {
        case database, server

        func run(_ library: ServedLibrary, _ arguments: [String], input: String? = nil) throws -> CLI.Result {
            switch self {
            case .database: try library.cli.run(arguments, input: input)
            case .server: try library.remote(arguments, token: library.adminToken, input: input)
            }
        }
    }

    /// A second copy of the book (12346) and a second reader (000124).
    private func library() throws -> ServedLibrary {
        let library = try ServedLibrary()
        try ServedLibrary.expectSuccess(library.cli.run(["copy", "add", "--inventory", "12346", "--title-id", "1"]))
        try ServedLibrary.expectSuccess(library.cli.run(["reader", "add", "--ticket", "000124", "--surname", "Петрова", "--name", "Анна",
                                                         "--parent-phone", "8 900 000 00 00", "--class", "5a"]))
        return library
    }

    @Test(arguments: Desk.allCases)
    func theDeskReadsScansLineByLine(desk: Desk) throws {
        let library = try library()
        let session = try desk.run(library, ["desk"], input: "000123\n12345\n12346\n+\n-\n000124\n12345\nnothing\n")
        #expect(session.status == 0, "\(session.error)")
        let lines = session.output
        #expect(lines.contains("Читатель: Иванов Иван, билет 000123.") && lines.contains("Выдано: 12345"))
        // A second copy of the same title: refused, then lent when «+» says so.
        #expect(lines.contains("уже есть экземпляр 12345") && lines.contains("«+» — всё же выдать"), "\(lines)")
        #expect(lines.contains("Выдано: 12346") && lines.contains("Читатель не выбран"))
        #expect(lines.contains("Принято: 12345") && lines.contains("от читателя Иванов И. (000123)"))
        #expect(lines.contains("«nothing» — не читательский билет"))
        let card = try desk.run(library, ["reader", "show", "000124"]).output
        #expect(card.contains("5А") && card.contains("Этот телефон есть и у: Иванов И. (билет 000123)"))
    }

    /// A reader brought up at the desk (by ticket or by name) and a card shown are views of
    /// personal data (152-ФЗ), each noted once in the access log; a lend is not a view.
    @Test(arguments: Desk.allCases)
    func aReaderBroughtUpAndACardShownAreNotedInTheAccessLog(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(desk.run(library, ["desk"], input: "000123\n12345\nИванов\n"))
        try ServedLibrary.expectSuccess(desk.run(library, ["reader", "show", "000124"]))
        let log = try desk.run(library, ["pd-log", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(log.output.utf8)) as? [[String: Any]], "\(log.error)")
        let views = entries.filter { $0["action"] as? String == "view" }
        #expect(views.compactMap { $0["ticketNumber"] as? String } == ["000124", "000123", "000123"], "\(entries)")
        let account = desk == .database ? "command line" : "admin"
        #expect(views.allSatisfy { $0["account"] as? String == account }, "\(views)")
        // Readers exported, on the database file as through the server, are noted too.
        try ServedLibrary.expectSuccess(desk.run(library, ["export", "irbis", "--all", "--readers", "--output", library.cli.folder.appendingPathComponent("rdr.txt").path]))
        try ServedLibrary.expectSuccess(desk.run(library, ["reader", "export-data", "000124"]))
        let after = try #require(try JSONSerialization.jsonObject(with: Data(desk.run(library, ["pd-log", "--json"]).output.utf8)) as? [[String: Any]])
        let exports = after.filter { $0["action"] as? String == "export" }.compactMap { $0["ticketNumber"] as? String }
        #expect(exports.sorted() == ["*", "000124"], "\(after)")
    }

    /// A book marked above the reader's age is refused at the desk; «!» then lends it on the
    /// librarian's word, as `lend --override-age-mark` does (never for 18+).
    @Test(arguments: Desk.allCases)
    func anAgeMarkIsOverriddenAtTheDeskAndOnLend(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(library.cli.run(["book", "edit", "--id", "1", "--age-mark", "16+"]))
        for ticket in ["000123", "000124"] {
            try ServedLibrary.expectSuccess(library.cli.run(["reader", "edit", "--ticket", ticket, "--birth", "2015-05-01"]))
        }
        let session = try desk.run(library, ["desk"], input: "000123\n12345\n!\n")
        #expect(session.status == 0, "\(session.error)")
        #expect(session.output.contains("«!» — всё же выдать") && session.output.contains("Выдано: 12345"), "\(session.output)")
        let refused = try desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000124"])
        #expect(refused.status == 1, "\(refused.output)")
        let lent = try desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000124", "--override-age-mark"])
        #expect(lent.status == 0, "\(lent.error)")
        try ServedLibrary.expectSuccess(library.cli.run(["book", "edit", "--id", "1", "--age-mark", "18+"]))
        let adult = try desk.run(library, ["desk"], input: "000124\n12346\n12346\n!\n")
        #expect(!adult.output.contains("Выдано: 12346") && !adult.output.contains("«!» — всё же выдать"), "\(adult.output)")
    }

    /// The confirmations of one scan add up: a second copy of a title marked above the reader's
    /// age takes «!» and then «+», and the «+» keeps the «!».
    @Test(arguments: Desk.allCases)
    func confirmationsOfOneScanAddUp(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(library.cli.run(["book", "edit", "--id", "1", "--age-mark", "16+"]))
        try ServedLibrary.expectSuccess(library.cli.run(["reader", "edit", "--ticket", "000123", "--birth", "2015-05-01"]))
        let session = try desk.run(library, ["desk"], input: "000123\n12345\n!\n12346\n!\n+\n")
        #expect(session.status == 0, "\(session.error)")
        #expect(session.output.contains("Выдано: 12345") && session.output.contains("Выдано: 12346"), "\(session.output)")
    }

    /// A surname typed at the terminal's desk brings the reader up, or lists those it fits.
    @Test(arguments: Desk.allCases)
    func aNameTypedAtTheDeskBringsTheReaderUp(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(library.cli.run(["reader", "add", "--ticket", "000125", "--surname", "Петрова", "--name", "Мария",
                                                         "--parent-phone", "8 900 000 00 01"]))
        let session = try desk.run(library, ["desk"], input: "Иванов\n12346\nПетрова\n")
        #expect(session.status == 0, "\(session.error)")
        #expect(session.output.contains("Читатель: Иванов Иван, билет 000123.") && session.output.contains("Выдано: 12346"), "\(session.output)")
        #expect(session.output.contains("«Петрова»: 2 читателя") && session.output.contains("  000124  ")
                    && session.output.contains("  000125  "), "\(session.output)")
    }

    /// A lend made by mistake and the yearly promotion are undone from the command line.
    @Test(arguments: Desk.allCases)
    func aMistakenLendAndThePromotionAreUndone(desk: Desk) throws {
        let library = try library()
        #expect(try desk.run(library, ["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)
        let undone = try desk.run(library, ["undo", "--inventory", "12345"])
        #expect(undone.status == 0 && undone.output.contains("Выдача отменена: 12345"), "\(undone.output)\(undone.error)")
        let nothing = try desk.run(library, ["undo", "--inventory", "12346"])
        #expect(nothing.status == 1 && nothing.error.contains("отменять нечего"), "\(nothing.error)")

        #expect(try desk.run(library, ["reader", "promote"]).status == 0)
        #expect(try desk.run(library, ["reader", "show", "000124"]).output.contains("6А"))
        // An undo has no dry run: asked for both, nothing is done.
        #expect(try desk.run(library, ["reader", "promote", "--undo", "--dry-run"]).status != 0)
        #expect(try desk.run(library, ["reader", "show", "000124"]).output.contains("6А"))
        // A reader named two ways must be one.
        let twoReaders = try desk.run(library, ["reader", "show", "000124", "--ticket", "000123"])
        #expect(twoReaders.status == 64 && twoReaders.error.contains("000124 и --ticket 000123"))
        let back = try desk.run(library, ["reader", "promote", "--undo"])
        #expect(back.status == 0 && back.output.contains("отменён"), "\(back.output)\(back.error)")
        #expect(try desk.run(library, ["reader", "show", "000124"]).output.contains("5А"))
        #expect(try desk.run(library, ["reader", "promote", "--undo"]).status == 1, "nothing more to undo")
    }

    @Test(arguments: Desk.allCases)
    func rulesBlocksAndLosses(desk: Desk) throws {
        let library = try library()
        let set = try desk.run(library, ["rule", "set", "--kind", "fiction", "--period", "7", "--max-loans", "1"])
        #expect(set.status == 0 && set.output.contains("все читатели · художественная литература: 7 дней, не больше 1 на руках"), "\(set.output)")
        #expect(try desk.run(library, ["rule", "list"]).output.hasPrefix("правила библиотеки: 14 дней, продлений 2\n"))
        #expect(try desk.run(library, ["lend", "--inventory", "12345", "--ticket", "000123"]).output.contains("Выдано до"))
        let limit = try desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000123"])
        #expect(limit.status == 1 && limit.error.contains("не больше 1"), "\(limit.error)")
        let removed = try desk.run(library, ["rule", "remove", "--kind", "fiction", "--json"])
        #expect(removed.status == 0 && removed.output.contains("\"removedRule\""), "\(removed.output)")
        #expect(try desk.run(library, ["rule", "remove", "--kind", "fiction"]).status == 1)

        let block = try desk.run(library, ["block", "add", "--ticket", "000124", "--reason", "испорчен учебник"])
        #expect(block.status == 0, "\(block.error)")
        let refused = try desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000124"])
        #expect(refused.status == 1 && refused.error.contains("испорчен учебник") && refused.error.contains("Снять запрет"))
        let list = try desk.run(library, ["block", "list"]).output
        #expect(list.contains("000124") && list.contains("испорчен учебник"))
        let id = try #require(try desk.run(library, ["block", "list", "--ticket", "000124"]).output.split(separator: " ").first)
        #expect(try desk.run(library, ["block", "remove", "--id", String(id.dropFirst())]).status == 0)

        let loss = try desk.run(library, ["loss", "record", "--inventory", "12345"])
        #expect(loss.status == 0 && loss.output.contains("не возмещена"), "\(loss.error)")
        #expect(try desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000123"]).error.contains("утерян и не возмещён"))
        let noNote = try desk.run(library, ["loss", "settle", "--id", "1", "--how", "by-hand"])
        #expect(noNote.status == 1 && noNote.error.contains("--note"))
        #expect(try desk.run(library, ["loss", "settle", "--id", "1", "--how", "paid", "--amount", "254"]).output.contains("254.00"))
        #expect(try desk.run(library, ["loss", "list", "--unsettled"]).output.contains("Утерянных книг нет"))
    }

    @Test(arguments: Desk.allCases)
    func aLostBookReplacedJoinsTheFundAndTheLedger(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(desk.run(library, ["lend", "--inventory", "12346", "--ticket", "000123"]))
        try ServedLibrary.expectSuccess(desk.run(library, ["loss", "record", "--inventory", "12346"]))
        let wrong = try desk.run(library, ["loss", "settle", "--id", "1", "--how", "paid", "--replacement", "20001"])
        #expect(wrong.status == 1 && wrong.error.contains("заменой"), "\(wrong.error)")
        let settled = try desk.run(library, ["loss", "settle", "--id", "1", "--how", "replaced", "--replacement", "20001",
                                             "--replacement-price", "300"])
        #expect(settled.status == 0 && settled.output.contains("взамен принят 20001"), "\(settled.error)")
        #expect(try desk.run(library, ["loss", "list", "--awaiting-write-off"]).output.contains("12346"))
        let ledger = try desk.run(library, ["loss", "ledger", "--csv"])
        #expect(ledger.status == 0 && ledger.output.contains("12346") && ledger.output.contains("20001") && ledger.output.contains("300,00"))
        #expect(try desk.run(library, ["loss", "ledger"]).output.contains("→ 20001"))
    }

    @Test(arguments: Desk.allCases)
    func aTextbookSetGoesToAClassUntilTheYearsEnd(desk: Desk) throws {
        let library = try library()
        let rule = try desk.run(library, ["rule", "set", "--category", "учащийся", "--until", "31.05"])
        #expect(rule.status == 0 && rule.output.contains("до 05-31"), "\(rule.error)")
        let given = try desk.run(library, ["class-set", "give", "--title-id", "1", "--class", "5А"])
        #expect(given.status == 0 && given.output.contains("12345") && given.output.contains("000124"), "\(given.error)")
        #expect(try desk.run(library, ["class-set", "give", "--title-id", "1", "--class", "6Б"]).error.contains("нет учеников"))
        let owed = try desk.run(library, ["class-set", "list", "--class", "5а", "--csv"])
        #expect(owed.output.contains("Петрова") && owed.output.contains("12345"))
        let lastLine = try #require(owed.output.split(separator: "\r\n").last.map(String.init))
        #expect(owed.output.hasSuffix("\r\n") && lastLine.wholeMatch(of: /5А;\d\d\.\d\d\.\d{4};Лермонтов М\. Ю\. Герой нашего времени;Петрова А\.;000124;12345;\d\d\.\d\d\.\d{4}/) != nil,
                "the file's last line is whole: \(lastLine.debugDescription)")
        let back = try desk.run(library, ["class-set", "return", "--id", "1", "--inventory", "12345"])
        #expect(back.status == 0 && back.output.contains("на руках 0 из 1"), "\(back.error)")
    }

    @Test(arguments: Desk.allCases)
    func aTextbookCardReceivesCopiesNumberedUnderIt(desk: Desk) throws {
        let library = try library()
        try ServedLibrary.expectSuccess(library.cli.run(["book", "edit", "--id", "1", "--kind", "textbook"]))
        let card = try desk.run(library, ["textbook", "set", "--title-id", "1", "--card", "12", "--grades", "5-6", "--federal", "yes"])
        #expect(card.status == 0 && card.output.contains("№ 12") && card.output.contains("5–6"), "\(card.error)")
        // Renumbered, the card keeps its grades and its place on the Federal list.
        let renumbered = try desk.run(library, ["textbook", "set", "--title-id", "1", "--card", "12", "--subject", "Литература", "--json"])
        #expect(renumbered.status == 0 && renumbered.output.contains("5–6") && renumbered.output.contains("\"federalList\" : true"),
                "\(renumbered.output)\(renumbered.error)")
        let received = try desk.run(library, ["textbook", "receive", "--title-id", "1", "--count", "3", "--price", "350"])
        #expect(received.status == 0 && received.output.contains("состоит 5"), "\(received.error)")
        #expect(try desk.run(library, ["book", "show", "--inventory", "У12-3"]).status == 0)
        #expect(try desk.run(library, ["textbook", "list", "--grade", "6"]).output.contains("№ 12"))
        #expect(try desk.run(library, ["textbook", "show", "--title-id", "1"]).output.contains("поступило"))
        let ksu = try desk.run(library, ["ksu", "--fund", "textbooks", "--json"])
        #expect(ksu.status == 0 && (ksu.output.contains("\"copies\" : 5") || ksu.output.contains("\"copies\":5")), "\(ksu.output.prefix(300))")
    }

    @Test(arguments: Desk.allCases)
    func classListsThePromotionAndTicketsOfAClass(desk: Desk) throws {
        let library = try library()
        let file = try library.cli.file("5a.csv", "Фамилия;Имя;Класс;Телефон родителя\nПетрова;Анна;5А;\nСидоров;Олег;5А;8 912 345-67-89\n")
        let check = try desk.run(library, ["reader", "import-class", file, "--dry-run"])
        #expect(check.status == 0 && check.output.contains("Новые читатели (1):") && check.output.contains("Сидоров Олег"), "\(check.error)")
        #expect(try desk.run(library, ["reader", "list", "--class", "5А"]).output.split(separator: "\n").count == 1)
        #expect(try desk.run(library, ["reader", "import-class", file]).output.contains("Список загружен (5А)."))
        #expect(try desk.run(library, ["reader", "list", "--class", "5A"]).output.split(separator: "\n").count == 2)
        let labels = try desk.run(library, ["labels", "readers", "--class", "5А"])
        #expect(labels.status == 0 && labels.output.contains("Сидоров"))
        let preview = try desk.run(library, ["reader", "promote", "--dry-run"])
        #expect(preview.output.contains("5А → 6А: 2 ученика"), "\(preview.output)")
        #expect(try desk.run(library, ["reader", "promote"]).output.contains("Классы переведены"))
        #expect(try desk.run(library, ["overdue", "--class", "6А"]).status == 0)
        #expect(try desk.run(library, ["reader", "list", "--class", "6А"]).output.split(separator: "\n").count == 2)
    }
}
