import Foundation
import Testing

/// A database file is made only by `init` and `serve --create`: any other command on a path
/// where there is none is refused before SQLite opens (and so creates) the file.
@Suite("The CLI never creates a database behind the user's back")
struct DatabaseCreationTests {
    @Test func aCommandOnAMissingDatabaseIsRefusedAndCreatesNothing() throws {
        let cli = try CLI()
        let path = cli.folder.appendingPathComponent("typo/library.sqlite").path
        let commands: [[String]] = [
            ["book", "list"], ["reader", "add", "--ticket", "1", "--surname", "Иванов", "--name", "Иван", "--phone", "+7 900 000-00-00"],
            ["lend", "--inventory", "1", "--ticket", "1"], ["user", "list"], ["settings", "show"], ["backup", "copy.sqlite"],
            ["anonymise"], ["export", "iso", "--all"], ["serve", "--port", "0"],
        ]
        for command in commands {
            let english = try cli.run(["--db", path] + command, lang: "en_US.UTF-8", withDatabase: false)
            #expect(english.status == 1 && english.error == "Error: no database at \(path); create it with `kartoteka --db \(path) init`\n",
                    "\(command): \(english.error)")
        }
        let russian = try cli.run(["--db", path, "book", "list"], withDatabase: false)
        #expect(russian.status == 1 && russian.error.contains("нет базы данных \(path); создайте её: `kartoteka --db \(path) init`"))
        let json = try cli.run(["--db", path, "--json", "book", "list"], withDatabase: false)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: [String: Any]]
        #expect(json.status == 1 && object?["error"]?["code"] as? String == "no_database")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("typo").path))

        // The default database (KARTOTEKA_DB here) is checked the same way.
        let configured = try cli.run(["reader", "list"], withDatabase: false, environment: ["KARTOTEKA_DB": path])
        #expect(configured.status == 1 && configured.error.contains("нет базы данных \(path)"))
    }

    @Test func commandsThatNeedNoLibraryStillWorkWithoutOne() throws {
        let cli = try CLI()
        #expect(try cli.run(["author-sign", "Лермонтов"]).output == "Л49\n")
        #expect(try cli.run(["isbn", "check", "9785170795857"]).status == 0)
        #expect(try cli.run(["card", "parse", "-"], input: "Название книги: Азбука\n").status == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.database))
    }

    @Test func initCreatesTheDatabaseAndItsFolder() throws {
        let cli = try CLI()
        let path = cli.folder.appendingPathComponent("new/library.sqlite").path
        let created = try cli.run(["--db", path, "init"], lang: "en_US.UTF-8", withDatabase: false)
        #expect(created.status == 0 && created.output.hasPrefix("Database ready: \(path)"))
        #expect(try cli.run(["--db", path, "book", "list"], withDatabase: false).status == 0)
    }

    @Test func serveCreatesTheDatabaseOnlyWithCreate() throws {
        let cli = try CLI()
        #expect(throws: RunningServer.SetupFailure.self) { try RunningServer(database: cli.database, folder: cli.folder) }
        #expect(!FileManager.default.fileExists(atPath: cli.database))

        let server = try RunningServer(database: cli.database, folder: cli.folder, options: ["--create", "--demo"])
        #expect(server.announcement.contains("Демонстрационные данные добавлены") && server.announcement.contains("Демо-администратор: admin"))
        // How to start an empty library for real, after the demo (as `make run` shows it).
        #expect(server.announcement.contains("Чтобы начать настоящую, пустую библиотеку:\n  ")
            && server.announcement.contains("kartoteka --db data/library.sqlite init\n")
            && server.announcement.contains("kartoteka --db data/library.sqlite user add admin --role administrator\n")
            && server.announcement.contains("kartoteka --db data/library.sqlite serve\n"))
        server.stop()
        #expect(FileManager.default.fileExists(atPath: cli.database))
        let listed = try cli.run(["book", "list", "--json"])
        let page = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any]
        #expect(listed.status == 0 && !((page?["items"] as? [Any]) ?? []).isEmpty)

        // Once the file is there, `--create` changes nothing and plain `serve` starts.
        let again = try RunningServer(database: cli.database, folder: cli.folder, options: ["--create"])
        #expect(again.address.hasPrefix("http://127.0.0.1:"))
    }
}
