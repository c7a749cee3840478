import Foundation
import KartotekaTestSupport
import Testing

/// The CLI with `--db postgresql://…`: every kind of command works as on a file, and a database
/// that cannot be used is refused with what to do, its password never shown.
@Suite("kartoteka CLI on PostgreSQL")
struct PostgresCLITests {
    /// A CLI on a fresh, empty PostgreSQL database.
    private func cli() throws -> CLI {
        try CLI(database: TestPostgres.freshDatabaseURL())
    }

    /// The URL as messages show it.
    private func shown(_ url: String) -> String {
        url.replacingOccurrences(of: #"://([^:@/]+):[^@/]*@"#, with: "://$1@", options: .regularExpression)
    }

    private func expectSuccess(_ result: CLI.Result, _ command: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(command): \(result.error)", sourceLocation: sourceLocation)
    }

    @Test func everyKindOfCommandWorksOnPostgreSQLAsOnAFile() throws {
        let cli = try cli()
        let english = "en_US.UTF-8"
        let early = try cli.run(["book", "list"], lang: english)
        #expect(early.status == 1 && early.error == "Error: no library in the database \(cli.database); create it with `kartoteka --db \(cli.database) init`\n")
        let created = try cli.run(["init"], lang: english)
        #expect(created.status == 0 && created.output.hasPrefix("Database ready: \(cli.database) (schema "), "\(created.error)")

        let steps: [[String]] = [
            ["book", "add", "--card", try cli.file("card.txt", CLITests.card), "--inventory", "12345"],
            ["reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван", "--phone", "+7 900 000-00-00"],
            ["lend", "--inventory", "12345", "--ticket", "000123"], ["renew", "--inventory", "12345"],
            ["location", "add", "--street", "Тверская, 1", "--city", "Москва", "--country", "Россия"],
            ["settings", "set", "--loan-days", "21"], ["user", "add", "admin", "--role", "administrator"],
            ["user", "token", "add", "admin", "--name", "desk"], ["user", "token", "revoke", "1"], ["anonymise"],
        ]
        for step in steps { expectSuccess(try cli.run(step), step.joined(separator: " ")) }
        #expect(try cli.run(["overdue", "--at", "2099-01-01"]).output.contains("12345"))
        #expect(try cli.run(["book", "search", "лермонтов"]).output.contains("Герой нашего времени"))
        #expect(try cli.run(["settings", "show"], lang: english).output.contains("Loan period, days: 21"))
        #expect(try cli.run(["user", "token", "list"], lang: english).output.contains("(revoked)"))
        #expect(try cli.run(["location", "list"]).output.contains("Тверская, 1"))
        expectSuccess(try cli.run(["return", "--inventory", "12345"]), "return")

        // Export from one database, import into another: the same titles.
        let export = cli.folder.appendingPathComponent("all.txt").path
        expectSuccess(try cli.run(["export", "irbis", "--all", "-o", export]), "export")
        let other = try CLI(database: TestPostgres.freshDatabaseURL())
        expectSuccess(try other.run(["init"]), "init")
        expectSuccess(try other.run(["import", "irbis", export]), "import")
        #expect(try other.run(["book", "list"]).output == cli.run(["book", "list"]).output)

        // The database named by the environment and by the configuration file.
        let listed = try cli.run(["book", "list"])
        #expect(try cli.run(["book", "list"], withDatabase: false, environment: ["KARTOTEKA_DB": cli.database]).output == listed.output)
        let configuration = try cli.file("kartoteka.conf", "database = \(cli.database)\n")
        #expect(try cli.run(["--config", configuration, "book", "list"], withDatabase: false).output == listed.output)
    }

    @Test func backupIsAPgDumpArchiveThatRestoresOnlyIntoAnEmptyDatabase() throws {
        let cli = try cli()
        expectSuccess(try cli.run(["init"]), "init")
        expectSuccess(try cli.run(["book", "add", "--card", try cli.file("card.txt", CLITests.card), "--inventory", "12345"]), "book add")
        let backup = cli.folder.appendingPathComponent("library.dump").path
        expectSuccess(try cli.run(["backup", backup]), "backup")
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)).starts(with: Data("PGDMP".utf8)))

        let refused = try cli.run(["restore", backup], lang: "en_US.UTF-8")
        #expect(refused.status == 1 && refused.error.contains("The database \(shown(cli.database)) is not empty")
                && refused.error.contains("createdb"), "\(refused.error)")
        let empty = try CLI(database: TestPostgres.freshDatabaseURL())
        let restored = try empty.run(["restore", backup], lang: "en_US.UTF-8")
        #expect(restored.status == 0 && restored.output.contains("was restored from \(backup)"), "\(restored.error)")
        #expect(try empty.run(["book", "list"]).output == cli.run(["book", "list"]).output)

        // A backup of the other kind of database is named for what it is.
        let file = try CLI()
        expectSuccess(try file.run(["init"]), "init")
        let sqliteBackup = file.folder.appendingPathComponent("library.sqlite.bak").path
        expectSuccess(try file.run(["backup", sqliteBackup]), "backup")
        let wrongKind = try CLI(database: TestPostgres.freshDatabaseURL()).run(["restore", sqliteBackup], lang: "en_US.UTF-8")
        #expect(wrongKind.status == 1 && wrongKind.error.contains("kartoteka migrate --from \(sqliteBackup)"), "\(wrongKind.error)")
        let intoFile = try file.run(["restore", backup], lang: "en_US.UTF-8")
        #expect(intoFile.status == 1 && intoFile.error.contains("is a PostgreSQL backup (pg_dump)"), "\(intoFile.error)")
    }

    @Test func badDatabasesAreRefusedWithWhatToDoAndWithoutThePassword() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let psql = try TestPostgresCluster.binary("psql")
        let foreign = try TestPostgres.freshDatabaseURL()
        try Tool.run(psql, ["-X", "-q", "--dbname=\(foreign)", "-c", "CREATE TABLE invoices (id integer)"])
        let newer = try TestPostgres.freshDatabaseURL()
        #expect(try CLI(database: newer).run(["init"]).status == 0)
        try Tool.run(psql, ["-X", "-q", "--dbname=\(newer)", "-c", "INSERT INTO schema_migrations VALUES (999, 'future', 0)"])
        var cases: [(database: String, english: String, russian: String)] = [
            (TestPostgres.url(url, database: "no_such_library"), "Creating it is the PostgreSQL administrator's job: createdb", "дело администратора"),
            (foreign, "holds another program's tables and none of Kartoteka's. Nothing was changed.", "лежат таблицы другой программы"),
            (newer, "created by a newer Kartoteka (schema 999", "создана более новой версией Картотеки"),
            ("postgresql://kartoteka:secret@127.0.0.1:1/library", "does not answer. Check that PostgreSQL is running", "не отвечает"),
            ("postgresql://kartoteka:secret@127.0.0.1:abc/library", "cannot be used: expected postgresql://user@host:5432/database", "не подходит"),
            ("mysql://kartoteka:secret@127.0.0.1/library", "“mysql://” is not a database Kartoteka works with", "не та база данных"),
        ]
        if let (protected, password) = try TestPostgres.freshPasswordDatabaseURL() {
            cases.append((protected.replacingOccurrences(of: password, with: "secret"), "did not accept the password", "не принял пароль"))
            cases.append((protected.replacingOccurrences(of: ":\(password)@", with: "@"), "asks for the password", "требует пароль"))
        }
        let cli = try CLI()
        for (database, english, russian) in cases {
            for (lang, text) in [("en_US.UTF-8", english), ("ru_RU.UTF-8", russian)] {
                for command in [["init"], ["book", "list"]] {
                    let result = try cli.run(["--db", database] + command, lang: lang, withDatabase: false,
                                             environment: ["PGPASSWORD": "", "PGPASSFILE": "/nonexistent"])
                    #expect(result.status == 1 && result.error.contains(text), "\(database) \(command): \(result.error)")
                    #expect(!(result.output + result.error).contains("secret"), "\(result.error)")
                }
            }
        }
        #expect(try Tool.run(psql, ["-X", "-qtA", "--dbname=\(foreign)", "-c", "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"])
                == Data("1\n".utf8))
    }

    @Test func serveCreateDemoFillsAnEmptyPostgreSQLDatabase() throws {
        let cli = try cli()
        #expect(throws: RunningServer.SetupFailure.self) { try RunningServer(database: cli.database, folder: cli.folder) }
        let server = try RunningServer(database: cli.database, folder: cli.folder, options: ["--create", "--demo"])
        #expect(server.announcement.contains("Демонстрационные данные добавлены") && server.announcement.contains("Демо-администратор: admin"))
        server.stop()
        let listed = try cli.run(["overdue", "--json"])
        let page = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any]
        #expect(listed.status == 0 && !((page?["items"] as? [Any]) ?? []).isEmpty, "\(listed.error)")
        let again = try RunningServer(database: cli.database, folder: cli.folder, options: ["--demo"])
        #expect(again.announcement.contains("Демо-администратор: admin (пароль был показан при первом запуске"))
    }
}
