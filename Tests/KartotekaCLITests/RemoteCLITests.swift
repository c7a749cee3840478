import Foundation
import Testing

/// The CLI at a desk without the database: `--server`/`KARTOTEKA_SERVER` and an API token made
/// with `kartoteka user token add`, against the built `kartoteka serve` on a loopback port.
@Suite("kartoteka CLI against a server")
struct RemoteCLITests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func circulationThroughTheServerPrintsWhatLocalModePrints() throws {
        let library = try ServedLibrary()
        let lent = try library.remote(["lend", "--inventory", "12345", "--ticket", "000123", "--json"])
        #expect(lent.status == 0, "\(lent.error)")
        let loan = try object(lent.output)
        #expect(loan["inventoryNumber"] as? String == "12345" && loan["ticketNumber"] as? String == "000123")

        let sameInBothModes: [[String]] = [
            ["book", "show", "--inventory", "12345", "--json"], ["book", "show", "--id", "1"],
            ["reader", "show", "000123", "--json"], ["reader", "show", "000123"],
            ["overdue", "--at", "2099-12-31", "--json"], ["overdue", "--at", "2099-12-31"],
            ["book", "list", "--filter", "on-loan", "--json"], ["book", "search", "лермонтов"], ["reader", "list"],
        ]
        for command in sameInBothModes {
            let remote = try library.remote(command)
            let local = try library.local(command)
            #expect(remote.status == 0 && !remote.output.isEmpty && remote.output == local.output, "\(command): \(remote.error)")
        }
        let late = try library.remote(["overdue", "--at", "2099-12-31"])
        #expect(late.output.contains("12345") && late.output.contains("Иванов И.") && late.output.contains("ПРОСРОЧЕН"))
        // A circulation helper's token is told the holder's ticket, not the name or phone.
        for command in [["overdue", "--at", "2099-12-31"], ["book", "show", "--id", "1"]] {
            let helper = try library.remote(command, token: library.helperToken)
            #expect(helper.status == 0 && helper.output.contains("12345") && helper.output.contains("билет 000123"), "\(command): \(helper.error)")
            #expect(!helper.output.contains("Иванов") && !helper.output.contains("900"), "\(command)")
        }

        let returned = try library.remote(["return", "--inventory", "12345"], lang: "en_GB.UTF-8")
        #expect(returned.status == 0 && returned.output.hasPrefix("Copy returned."), "\(returned.error)")
        #expect(try library.remote(["overdue", "--at", "2099-12-31"]).output.contains("Просроченных выдач нет"))
        let again = try library.remote(["return", "--inventory", "12345"])
        #expect(again.status == 1 && again.error.contains("Экземпляр 12345 не выдан"))
    }

    @Test func exportsThroughTheServerTheFileLocalModeWrites() throws {
        let library = try ServedLibrary()
        for format in ["irbis", "iso"] {
            let remotePath = library.cli.folder.appendingPathComponent("remote.\(format)").path
            let localPath = library.cli.folder.appendingPathComponent("local.\(format)").path
            // The flags rather than the environment, this once.
            let remote = try library.cli.run(["--server", library.address, "--token", library.adminToken, "export", format, "--all",
                                              "-o", remotePath], withDatabase: false)
            #expect(remote.status == 0 && remote.error.contains("Записано записей: 1"), "\(remote.error)")
            #expect(try library.local(["export", format, "--all", "-o", localPath]).status == 0)
            let exported = try Data(contentsOf: URL(fileURLWithPath: remotePath))
            let written = try Data(contentsOf: URL(fileURLWithPath: localPath))
            #expect(!exported.isEmpty && exported == written)
        }
        let standardOutput = try library.remote(["export", "irbis", "--inventory", "12345", "--encoding", "utf-8"])
        #expect(standardOutput.status == 0 && standardOutput.output.hasPrefix("#920: PAZK") && standardOutput.output.contains("Лермонтов"))

        // The server and the token from a configuration file.
        let configuration = try library.cli.file("desk.conf", "server = \(library.address)\ntoken = \(library.adminToken)\n")
        let configured = try library.cli.run(["--config", configuration, "export", "irbis", "--ticket", "000123", "--encoding", "utf-8"],
                                             withDatabase: false)
        #expect(configured.status == 0 && configured.output.contains("000123"), "\(configured.error)")
    }

    @Test func cataloguesAndImportsThroughTheServer() throws {
        let library = try ServedLibrary()
        let bad = try library.remote(["book", "add", "--title", "", "--inventory", "1 2", "--year", "20x"])
        #expect(bad.status == 1)
        for option in ["--title", "--inventory", "--year"] {
            #expect(bad.error.contains(option), "no hint for \(option)")
        }
        let added = try library.remote(["book", "add", "--isbn", "978-5-17-079585-7", "--title", "Герой нашего времени", "--inventory", "12346"])
        #expect(added.status == 0 && added.output.contains("уже есть в каталоге (№1); добавлен экземпляр 12346"), "\(added.error)")
        let copy = try library.remote(["copy", "add", "--title-id", "1", "--inventory", "12347", "--place", "ЧЗ", "--json"])
        #expect(try object(copy.output)["storagePlace"] as? String == "ЧЗ")
        let taken = try library.remote(["copy", "add", "--isbn", "9785170795857", "--inventory", "12347"])
        #expect(taken.status == 1 && taken.error.contains("12347"))
        // A number with "/" travels in a request's body and, encoded, in its path.
        #expect(try library.remote(["copy", "add", "--title-id", "1", "--inventory", "7/1"]).status == 0)
        let slash = try library.remote(["copy", "edit", "--inventory", "7/1", "--place", "ЧЗ", "--json"])
        #expect(slash.status == 0, "\(slash.error)")
        #expect(try object(slash.output)["storagePlace"] as? String == "ЧЗ")

        let file = library.cli.folder.appendingPathComponent("book.txt").path
        #expect(try library.local(["export", "irbis", "--id", "1", "-o", file]).status == 0)
        let remote = try library.remote(["import", "irbis", file, "--dry-run", "--duplicates", "update", "--json"])
        let local = try library.local(["import", "irbis", file, "--dry-run", "--duplicates", "update", "--json"])
        #expect(remote.status == 0 && remote.output == local.output, "\(remote.error)")
        #expect(try object(remote.output)["titlesUpdated"] as? Int == 1)

        // A file larger than the server takes is refused with what to do instead.
        let large = library.cli.folder.appendingPathComponent("large.txt")
        try Data(repeating: 0x20, count: 33 << 20).write(to: large)
        let refused = try library.remote(["import", "irbis", large.path, "--lang", "en"])
        #expect(refused.status == 1 && refused.error.contains("at most 32 MiB") && refused.error.contains("--db FILE"), "\(refused.error)")
    }

    @Test func aHelperTokenLendsButMayNotExport() throws {
        let library = try ServedLibrary()
        let lent = try library.remote(["lend", "--inventory", "12345", "--ticket", "000123"], token: library.helperToken)
        #expect(lent.status == 0, "\(lent.error)")

        let refused = try library.remote(["export", "irbis", "--all"], token: library.helperToken)
        #expect(refused.status == 1 && refused.output.isEmpty)
        #expect(refused.error.contains("не разрешает учётной записи этого токена команду «export irbis»") && refused.error.contains("exchange"))
        let english = try library.remote(["export", "iso", "--all", "--json"], token: library.helperToken, lang: "en_US.UTF-8")
        #expect(english.status == 1 && english.error.contains("does not let this token’s account run “export iso”"))
        #expect((try object(english.output)["error"] as? [String: Any])?["code"] as? String == "not_allowed")
        let catalogue = try library.remote(["book", "add", "--title", "Азбука", "--inventory", "9"], token: library.helperToken)
        #expect(catalogue.status == 1 && catalogue.error.contains("«book add»"))
    }

    @Test func aWrongRevokedOrMissingTokenSaysHowToMakeOne() throws {
        let library = try ServedLibrary()
        let wrong = try library.remote(["overdue"], token: "not-a-token")
        #expect(wrong.status == 1 && wrong.error.contains("не принял API-токен") && wrong.error.contains("kartoteka user token add"))
        #expect(try library.local(["user", "token", "revoke", "1"]).status == 0)
        let mistyped = try library.local(["user", "token", "revoke", "999"])
        #expect(mistyped.status != 0 && mistyped.error.contains("Токена API № 999 нет"), "a mistyped id is no revocation: \(mistyped.error)")
        let revoked = try library.remote(["book", "show", "--id", "1"])
        #expect(revoked.status == 1 && revoked.output.isEmpty && revoked.error.contains("не принял API-токен"))
        let missing = try library.remote(["overdue"], token: nil, lang: "en_US.UTF-8")
        #expect(missing.status == 1 && missing.error.contains("needs an API token") && missing.error.contains("KARTOTEKA_TOKEN"))
    }

    @Test func anUnreachableServerOrABadAddressIsNamed() throws {
        let cli = try CLI()
        let address = "http://127.0.0.1:\(ServedLibrary.closedPort())"
        let down = try cli.run(["--server", address, "overdue"], withDatabase: false, environment: ["KARTOTEKA_TOKEN": "unused"])
        #expect(down.status == 1 && down.error.contains("Нет связи с сервером \(address)"), "\(down.error)")
        let english = try cli.run(["book", "list"], lang: "en_US.UTF-8", withDatabase: false, environment: ["KARTOTEKA_SERVER": address])
        #expect(english.status == 1 && english.error.contains("Cannot reach the server \(address)"))
        let bad = try cli.run(["book", "list"], withDatabase: false, environment: ["KARTOTEKA_SERVER": "127.0.0.1:3000"])
        #expect(bad.status == 1 && bad.error.contains("«127.0.0.1:3000»"))
    }

    @Test func localOnlyCommandsAreRefusedWhileAServerIsSet() throws {
        let cli = try CLI()
        let server = ["KARTOTEKA_SERVER": "http://127.0.0.1:\(ServedLibrary.closedPort())"]
        let localOnly: [(name: String, arguments: [String])] = [
            ("init", []), ("serve", []), ("backup", ["copy.sqlite"]), ("restore", ["copy.sqlite"]),
            ("settings show", []), ("user list", []), ("user token add", ["admin"]),
        ]
        for command in localOnly {
            let refused = try cli.run(command.name.split(separator: " ").map(String.init) + command.arguments, withDatabase: false,
                                      environment: server)
            #expect(refused.status == 1 && refused.error.contains("«\(command.name)» работает только с локальной базой данных"),
                    "\(command.name): \(refused.error)")
        }
        let english = try cli.run(["init", "--json"], lang: "en_US.UTF-8", withDatabase: false, environment: server)
        #expect(english.status == 1 && english.error.contains("“init” works only with a local database") && english.error.contains("--db FILE"))
        #expect((try object(english.output)["error"] as? [String: Any])?["code"] as? String == "local_only")
        let smtp = try cli.run(["export", "irbis", "--all", "--mail-to", "irbis@library.example", "--smtp-url", "smtp://127.0.0.1:25"],
                               withDatabase: false, environment: server)
        #expect(smtp.status == 1 && smtp.error.contains("--smtp-url"))
        #expect(!FileManager.default.fileExists(atPath: cli.database))

        // --db chooses the local database over a server in the environment; both flags contradict.
        #expect(try cli.run(["init"], environment: server).status == 0)
        #expect(try cli.run(["--server", "http://127.0.0.1:1", "overdue"]).status == 64)
    }
}
