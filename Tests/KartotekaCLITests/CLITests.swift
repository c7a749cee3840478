import Foundation
import Testing

@Suite("kartoteka CLI, run as a process")
struct CLITests {
    static let card = """
        ISBN: 978-5-17-079585-7\r
        Фамилия автора: Лермонтов\r
        Инициалы автора: М. Ю.\r
        Название книги: Герой нашего времени\r
        Название издательства: АСТ\r
        Город издания: Москва\r
        Год издания: 2018\r
        Число страниц: 414\r
        Цена: 254\r
        ББК: 84(2Рос=Рус)1\r
        Авторский знак: Л49\r

        """

    @Test func versionHelpAndUsageErrors() throws {
        let cli = try CLI()
        let version = try cli.run(["--version"], withDatabase: false)
        #expect(version.status == 0 && version.output.hasPrefix("kartoteka "))
        let help = try cli.run(["--help"], withDatabase: false)
        #expect(help.status == 0 && help.output.contains("book add"))
        #expect(try cli.run(["book", "add", "--help"], lang: "en_US.UTF-8").output.contains("--inventory"))
        #expect(try cli.run(["book", "--help"]).output.contains("book search"))
        let unknown = try cli.run(["shelve"])
        #expect(unknown.status == 64 && unknown.error.contains("Неизвестная команда"))
        let badOption = try cli.run(["lend", "--inventory", "1", "--ticket", "2", "--colour", "red"])
        #expect(badOption.status == 64 && badOption.error.contains("--colour"))
        let otherCommands = try cli.run(["book", "add", "--title", "Азбука", "--starttls"], lang: "en_US.UTF-8")
        #expect(otherCommands.status == 64 && otherCommands.output.isEmpty)
        #expect(otherCommands.error.hasPrefix("Error: --starttls is not an option of “book add”; its options: --card, --inventory, --isbn,"))
        #expect(otherCommands.error.hasSuffix("--barcode, --receipt, --balance, --document-type, --fund-class.\nHelp: kartoteka book add --help\n"))
        let russian = try cli.run(["export", "iso", "--all", "--loan-days", "3"])
        #expect(russian.status == 64 && russian.error.contains("У команды «export iso» нет параметра --loan-days; её параметры: --inventory, --id,"))
        let missing = try cli.run(["lend", "--inventory", "1"], lang: "en_GB.UTF-8")
        #expect(missing.status == 64 && missing.error.contains("needs --ticket"))
        #expect(try cli.run([]).status == 64)
        #expect(try cli.run(["book"]).status == 64)
        #expect(try cli.run(["--lang", "de", "init"]).status == 64)
    }

    @Test func messagesFollowLangAndTheLangOption() throws {
        let cli = try CLI()
        #expect(try cli.run(["isbn", "check", "12"], lang: "C.UTF-8").error.contains("Ошибка"))
        #expect(try cli.run(["isbn", "check", "12"], lang: "en_US.UTF-8").error.contains("Error"))
        #expect(try cli.run(["--lang", "en", "isbn", "check", "12"], lang: "ru_RU.UTF-8").error.contains("Error"))
        #expect(try cli.run(["isbn", "check", "12", "--lang", "ru"], lang: "en_US.UTF-8").error.contains("Ошибка"))
    }

    /// An export with readers holds their personal data: its file is the owner's alone (0600),
    /// also when it overwrites an older file that others could read.
    @Test func anExportWithReadersIsWrittenForItsOwnerAlone() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let reader = try cli.run(["reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван"])
        #expect(reader.status == 0, "\(reader.error)")
        let fresh = cli.folder.appendingPathComponent("readers.txt").path
        let older = try cli.file("older.txt", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: older)
        for path in [fresh, older] {
            let exported = try cli.run(["export", "irbis", "--all", "--readers", "-o", path])
            #expect(exported.status == 0, "\(exported.error)")
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(path): \(String(mode ?? 0, radix: 8))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > 20)
        }
    }

    /// A file that cannot be written says why, in the user's language, and the command fails.
    @Test func aFileThatCannotBeWrittenSaysWhy() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let missing = cli.folder.appendingPathComponent("нет-такой/readers.txt").path
        let noFolder = try cli.run(["export", "irbis", "--all", "--readers", "-o", missing])
        #expect(noFolder.status != 0 && noFolder.error.contains("не удалось записать файл") && noFolder.error.contains("такой папки нет"),
                "\(noFolder.error)")
        let folder = try cli.run(["export", "irbis", "--all", "--readers", "-o", cli.folder.path], lang: "en_GB.UTF-8")
        #expect(folder.status != 0 && folder.error.lowercased().contains("folder"), "\(folder.error)")
    }

    @Test func checksISBNsAndComputesAuthorSigns() throws {
        let cli = try CLI()
        let valid = try cli.run(["isbn", "check", "5-17-079585-8"])
        #expect(valid.status == 0 && valid.output.contains("978-5-17-079585-7"))
        let json = try cli.run(["isbn", "check", "9785170795857", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["hyphenated"] as? String == "978-5-17-079585-7")
        #expect(object?["isbn10"] as? String == "5170795858")
        let invalid = try cli.run(["isbn", "check", "978-5-17-079585-0"])
        #expect(invalid.status == 1 && invalid.error.contains("контрольная цифра"))
        #expect(try cli.run(["author-sign", "Лермонтов"], withDatabase: false).output == "Л49\n")
        #expect(try cli.run(["author-sign", "Лермонтов", "--style", "spaced"], withDatabase: false).output == "Л 49\n")
        #expect(try cli.run(["author-sign", "123"], withDatabase: false).status == 1)
    }

    @Test func parsesACardFileOrStandardInput() throws {
        let cli = try CLI()
        let path = try cli.file("card.txt", Self.card + "Серия: Школьная библиотека\n")
        let result = try cli.run(["card", "parse", path, "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let fields = object?["fields"] as? [String: String]
        #expect(fields?["Название книги"] == "Герой нашего времени")
        #expect((object?["warnings"] as? [String])?.first?.contains("Серия") == true)
        let piped = try cli.run(["card", "parse", "-"], input: "Название книги: Азбука: первая книга\n")
        #expect(piped.output == "Название книги: Азбука: первая книга\n")
        let absent = try cli.run(["card", "parse", cli.folder.appendingPathComponent("nope.txt").path])
        #expect(absent.status == 1 && absent.error.contains("nope.txt"))
    }

    /// The "done when": catalogue from the QR text, register a reader, lend, see it
    /// overdue with --at past the due date, return it.
    @Test func aLibrarianCataloguesLendsAndTakesBack() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let cardPath = try cli.file("card.txt", Self.card)
        let added = try cli.run(["book", "add", "--card", cardPath, "--inventory", "12345"])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("Книга сохранена"))
        let shown = try cli.run(["book", "show", "--inventory", "12345", "--json"])
        let title = try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any]
        #expect(title?["title"] as? String == "Герой нашего времени")
        #expect(title?["authorSign"] as? String == "Л49")
        #expect(title?["price"] as? String == "254.00")
        #expect((title?["copies"] as? [[String: Any]])?.first?["storagePlace"] as? String == "АБ")

        let reader = try cli.run(["reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван",
                                  "--patronymic", "Иванович", "--phone", "+7 900 000-00-00", "--email", "ivanov@example.com"])
        #expect(reader.status == 0, "\(reader.error)")
        let lent = try cli.run(["lend", "--inventory", "12345", "--ticket", "000123", "--json"])
        #expect(lent.status == 0, "\(lent.error)")
        let loan = try JSONSerialization.jsonObject(with: Data(lent.output.utf8)) as? [String: Any]
        let due = try #require(loan?["dueOn"] as? String)

        #expect(try cli.run(["overdue"]).output.contains("Просроченных выдач нет"))
        let late = try cli.run(["overdue", "--at", "2099-12-31"])
        #expect(late.output.contains("12345") && late.output.contains("Иванов И. И.") && late.output.contains("ПРОСРОЧЕН"))
        #expect(try cli.run(["book", "list", "--filter", "on-loan"]).output.contains("Герой нашего времени"))
        #expect(try cli.run(["reader", "show", "000123"]).output.contains(due.split(separator: "-").reversed().joined(separator: ".")))

        let again = try cli.run(["lend", "--inventory", "12345", "--ticket", "000123"])
        #expect(again.status == 1 && again.error.contains("уже выдан"))
        let deleteOnLoan = try cli.run(["copy", "delete", "--inventory", "12345"])
        #expect(deleteOnLoan.status == 1 && deleteOnLoan.error.contains("выдан"))

        let returned = try cli.run(["return", "--inventory", "12345"])
        #expect(returned.status == 0 && returned.output.contains("возвращён"))
        #expect(try cli.run(["overdue", "--at", "2099-12-31"]).output.contains("Просроченных выдач нет"))
        #expect(try cli.run(["return", "--inventory", "12345"]).status == 1)
    }

    @Test func aBookInASeries() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let added = try cli.run(["book", "add", "--title", "Задачи и этюды", "--series", "Библиотека математического кружка",
                                 "--series-number", "13", "--inventory", "1"])
        #expect(added.status == 0, "\(added.error)")
        let shown = try cli.run(["book", "show", "--inventory", "1"], lang: "en_US.UTF-8")
        #expect(shown.output.contains("  Series: Библиотека математического кружка\n  Number in the series: 13\n"), "\(shown.output)")
        let json = try cli.run(["book", "show", "--inventory", "1", "--json"])
        let title = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(title?["series"] as? String == "Библиотека математического кружка" && title?["seriesNumber"] as? String == "13")
        #expect(try cli.run(["book", "search", "математического"]).output.contains("Задачи и этюды"))
        #expect(try cli.run(["book", "edit", "--inventory", "1", "--series", ""]).status == 0)
        #expect(!(try cli.run(["book", "show", "--inventory", "1"], lang: "en_US.UTF-8").output.contains("Series:")))
    }

    @Test func badInputSaysWhatToFixAndChangesNothing() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let bad = try cli.run(["book", "add", "--title", "", "--inventory", "1 2", "--year", "20x", "--isbn", "978-5-17-079585-0"])
        #expect(bad.status == 1)
        for option in ["--title", "--inventory", "--year", "--isbn"] {
            #expect(bad.error.contains(option), "no hint for \(option)")
        }
        #expect(try cli.run(["book", "list"]).output.contains("Ничего не найдено"))

        #expect(try cli.run(["reader", "add", "--ticket", "1", "--surname", "Иванов", "--name", "Иван", "--phone", "+7 900 000-00-00"]).status == 0)
        let sharedPhone = try cli.run(["reader", "add", "--ticket", "2", "--surname", "Петров", "--name", "Пётр", "--phone", "8 (900) 000-00-00"])
        #expect(sharedPhone.status == 0 && sharedPhone.output.contains("Иванов И.") && sharedPhone.output.contains("1"))
        let duplicateTicket = try cli.run(["reader", "add", "--ticket", "1", "--surname", "Петров", "--name", "Пётр", "--phone", "111-11-11"])
        #expect(duplicateTicket.status == 1 && duplicateTicket.error.contains("билет 1"))
        let badClass = try cli.run(["reader", "add", "--ticket", "3", "--surname", "Петров", "--name", "Пётр", "--class", "5Z"])
        #expect(badClass.status == 1 && badClass.error.contains("--class"))
        #expect(try cli.run(["reader", "list"]).output.split(separator: "\n").count == 2)
        let badDate = try cli.run(["overdue", "--at", "31/12/2099"])
        #expect(badDate.status == 64 && badDate.error.contains("--at"))
    }

    @Test func managesLocationsAndSettings() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        #expect(try cli.run(["location", "add", "--street", "123 Eiffel Tower Street", "--city", "Paris", "--country", "France",
                             "--emoji", "🇫🇷", "--hours", "8am–7pm"]).status == 0)
        #expect(try cli.run(["location", "add", "--street", "49 Lombard Street", "--city", "San Francisco", "--country", "America"]).status == 0)
        let filtered = try cli.run(["location", "list", "--country", "ame", "--json"])
        let locations = try JSONSerialization.jsonObject(with: Data(filtered.output.utf8)) as? [[String: Any]]
        #expect(locations?.map { $0["city"] as? String } == ["San Francisco"])
        #expect(try cli.run(["location", "edit", "--id", "1", "--hours", "9am–6pm"]).output.contains("9am–6pm"))
        #expect(try cli.run(["location", "delete", "--id", "1"]).status == 0)
        #expect(try cli.run(["location", "delete", "--id", "1"]).status == 1)
        #expect(try cli.run(["location", "add", "--city", "Berlin"]).error.contains("--street"))

        #expect(try cli.run(["settings", "set", "--loan-days", "21", "--author-sign-style", "spaced"]).status == 0)
        #expect(try cli.run(["settings", "show"]).output.contains("21"))
        #expect(try cli.run(["author-sign", "Лермонтов"]).output == "Л 49\n")
        #expect(try cli.run(["settings", "set", "--loan-days", "0"]).status == 64)
    }
}
