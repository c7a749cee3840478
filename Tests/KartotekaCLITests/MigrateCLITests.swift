import Foundation
import KartotekaTestSupport
import Testing

/// `kartoteka migrate`: a whole library from an SQLite file into PostgreSQL, each table's rows and
/// checksum on both sides, a non-empty target refused unless replaced.
@Suite("kartoteka migrate")
struct MigrateCLITests {
    private func tables(_ result: CLI.Result) throws -> [[String: Any]] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.error)")
        return try #require(object["tables"] as? [[String: Any]])
    }

    @Test func theDemoLibraryMovesIntoPostgreSQLAndEveryTableMatches() throws {
        let file = try CLI()
        try RunningServer(database: file.database, folder: file.folder, options: ["--create", "--demo"]).stop()
        #expect(try file.run(["user", "token", "add", "admin", "--name", "desk"]).status == 0)
        #expect(try file.run(["copycat", "target", "add", "--preset", "loc", "--password-file", file.file("password", "pw\n")]).status == 0)
        // A database whose URL holds a password, where the tests' server has such an account.
        let protected = try TestPostgres.freshPasswordDatabaseURL()
        let url = try protected?.url ?? TestPostgres.freshDatabaseURL()
        let password = protected?.password
        let shown = password.map { url.replacingOccurrences(of: ":\($0)@", with: "@") } ?? url
        let english = "en_US.UTF-8"

        let migrated = try file.run(["migrate", "--from", file.database, "--to", url], lang: english, withDatabase: false)
        #expect(migrated.status == 0, "\(migrated.error)")
        let lines = migrated.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Copied: \(file.database) → \(shown)")
        for table in ["locations", "titles", "copies", "readers", "loans", "accounts", "api_tokens", "audit_log", "settings", "copycat_targets"] {
            #expect(lines.contains { $0.hasPrefix(table + " ") && $0.hasSuffix("matches") }, "\(table): \(migrated.output)")
        }
        #expect(lines.last == "Every table matches (SHA-256 of the rows in order).")
        if let password { #expect(!(migrated.output + migrated.error).contains(password)) }

        let refused = try file.run(["migrate", "--from", file.database, "--to", url], lang: english, withDatabase: false)
        #expect(refused.status == 1 && refused.error.contains("already holds a library") && refused.error.contains("--replace"), "\(refused.error)")
        let first = try tables(file.run(["migrate", "--from", file.database, "--to", url, "--replace", "--json"], withDatabase: false))
        let again = try tables(file.run(["migrate", "--from", file.database, "--to", url, "--replace", "--json"], withDatabase: false))
        #expect(first.allSatisfy { $0["matches"] as? Bool == true } && first.count == 37)
        let summary = { (tables: [[String: Any]]) in tables.map { table in "\(table["table"] ?? "") \(table["copiedRows"] ?? "") \(table["copyChecksum"] ?? "")" } }
        #expect(summary(first) == summary(again))
        #expect(first.first { $0["table"] as? String == "titles" }?["copiedRows"] as? Int == 32)

        // The copy answers as the file does.
        let copy = try CLI(database: url)
        for command in [["book", "list"], ["reader", "list"], ["overdue", "--at", "2099-01-01"], ["user", "list"], ["user", "token", "list"],
                        ["location", "list"], ["settings", "show"], ["copycat", "target", "list"]] {
            #expect(try copy.run(command).output == file.run(command).output, "\(command)")
        }
        #expect(try copy.run(["book", "add", "--title", "Новая книга", "--inventory", "5000"], lang: english).output.contains("#33"))
    }

    @Test func theSameDatabaseTwiceAndAMissingSourceAreRefused() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let same = try cli.run(["migrate", "--from", cli.database, "--to", cli.folder.appendingPathComponent("./library.sqlite").path],
                               lang: "en_US.UTF-8", withDatabase: false)
        #expect(same.status == 1 && same.error.contains("name the same database"), "\(same.error)")
        let missing = cli.folder.appendingPathComponent("nope.sqlite").path
        let absent = try cli.run(["migrate", "--from", missing, "--to", TestPostgres.freshDatabaseURL()], lang: "en_US.UTF-8", withDatabase: false)
        #expect(absent.status == 1 && absent.error.contains("no database at \(missing)"), "\(absent.error)")
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try cli.run(["migrate", "--from", cli.database], withDatabase: false).status == 64)
    }
}
