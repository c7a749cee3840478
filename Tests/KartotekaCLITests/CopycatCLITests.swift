import Foundation
import KartotekaTestSupport
import Testing

/// `kartoteka copycat`: the catalogues records are copied from, searches of a real Zebra on
/// loopback, and a book catalogued from one of its records — on the database and through a server.
@Suite("kartoteka copycat")
struct CopycatCLITests {
    /// The Zebra listens on loopback, which is asked only where the configuration allows it.
    static let allowLocal = ["KARTOTEKA_COPYCAT_LOCAL_TARGETS": "allow"]

    /// Adds the Zebra's two databases as targets.
    private func addTargets(_ run: ([String]) throws -> CLI.Result) throws {
        let port = String(try TestZebra.server().port)
        let rusmarc = try run(["copycat", "target", "add", "--name", "Zebra RUSMARC", "--host", "127.0.0.1", "--port", port,
                               "--database", "rusmarc", "--format", "rusmarc", "--charset", "windows-1251", "--order", "1"])
        #expect(rusmarc.status == 0, "\(rusmarc.error)")
        #expect(try run(["copycat", "target", "add", "--name", "Zebra MARC 21", "--host", "127.0.0.1", "--port", port,
                         "--database", "marc21", "--format", "marc21", "--order", "2"]).status == 0)
    }

    @Test func onTheDatabase() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        try addTargets { try cli.run($0) }
        let refused = try cli.run(["copycat", "search", "--title", "нашего времени"])
        #expect(refused.status == 1 && refused.error.contains("находится по адресу этого сервера"), "without the allowance: \(refused.error)")
        let wrong = try cli.run(["copycat", "target", "add", "--name", "X", "--host", "h", "--database", "d", "--format", "mods",
                                 "--protocol", "ftp"], lang: "en_US.UTF-8")
        #expect(wrong.status == 1 && wrong.error.contains("--protocol: The protocol is z3950 (Z39.50) or sru (SRU).")
                && wrong.error.contains("--format:"), "\(wrong.error)")
        let password = try cli.file("password", "s3cret\n")
        #expect(try cli.run(["copycat", "target", "add", "--preset", "gpntb", "--user", "reader", "--password-file", password]).status == 0)
        let listed = try cli.run(["copycat", "target", "list"])
        #expect(listed.output.contains("ГПНТБ России · 193.233.14.5:9999/katb · RUSMARC, Windows-1251 · 10 с · выключен · пользователь reader · пароль сохранён"))
        #expect(!(listed.output + (try cli.run(["copycat", "target", "list", "--json"]).output)).contains("s3cret"))

        let found = try cli.run(["copycat", "search", "--title", "нашего времени"], environment: Self.allowLocal)
        #expect(found.status == 0, "\(found.error)")
        #expect(found.output.contains("Zebra RUSMARC: найдено 1\nZebra MARC 21: найдено 1\nНайдено изданий: 1\n1. Герой нашего времени"))
        #expect(found.output.contains(#"Zebra RUSMARC [RUSMARC] --id RU\TEST\bibl\1001: АСТ, Москва, 2018"#))
        let json = try #require(JSONSerialization.jsonObject(with: Data(try cli.run(["copycat", "search", "--author", "orwell", "--json",
                                                                                       "--target", "Zebra MARC 21"], environment: Self.allowLocal).output.utf8)) as? [String: Any])
        #expect((json["editions"] as? [[String: Any]])?.count == 1 && (json["targets"] as? [[String: Any]])?.count == 1)
        #expect(try cli.run(["copycat", "search", "--isbn", "9785170795857", "--title", "x"]).status == 1)

        let added = try cli.run(["copycat", "add", "--target", "Zebra RUSMARC", "--id", #"RU\TEST\bibl\1002"#, "--inventory", "500"], environment: Self.allowLocal)
        #expect(added.status == 0 && added.output.contains("Запись взята из каталога «Zebra RUSMARC».")
                && added.output.contains("Авторский знак: Т53"), "\(added.error)")
        #expect(try cli.run(["copycat", "search", "--isbn", "978-5-04-116650-2"], environment: Self.allowLocal).output.contains("уже в каталоге: #1"))
        let known = try cli.run(["lookup", "978-5-04-116650-2"], environment: ["KARTOTEKA_PROVIDERS": "none"].merging(Self.allowLocal) { $1 })
        #expect(known.status == 0 && known.output.contains("книга №1") && !known.output.contains("Источник"), "as the server answers: \(known.output)")

        #expect(try cli.run(["settings", "set", "--copycat-lookup", "first"]).output.contains("при поиске по ISBN: first"))
        let lookup = try cli.run(["lookup", "9785389074354"], environment: ["KARTOTEKA_PROVIDERS": "none"].merging(Self.allowLocal) { $1 })
        #expect(lookup.output.contains("Источник: Zebra RUSMARC") && lookup.output.contains("author-sign: П88"), "\(lookup.error)")
        let closed = String(try LoopbackPort.free())
        #expect(try cli.run(["copycat", "target", "add", "--name", "Closed", "--host", "127.0.0.1", "--port", closed, "--database", "d",
                             "--format", "unimarc", "--enabled", "no"]).status == 0)
        let failed = try cli.run(["copycat", "search", "--isbn", "9785170795857", "--target", "Closed"], environment: Self.allowLocal)
        #expect(failed.status == 1 && failed.error.contains("Нет связи с каталогом «Closed»"), "\(failed.error)")
        #expect(try cli.run(["copycat", "target", "remove", "--name", "ГПНТБ России"]).status == 0)
        #expect(try cli.run(["copycat", "target", "remove", "--name", "ГПНТБ России"]).status == 1)
    }

    @Test func throughAServer() throws {
        let library = try ServedLibrary(environment: Self.allowLocal)
        try addTargets { try library.remote($0, token: library.adminToken) }
        let refused = try library.remote(["copycat", "search", "--author", "пушкин"], token: library.helperToken)
        #expect(refused.status == 1)
        let added = try library.remote(["copycat", "add", "--target", "Zebra MARC 21", "--id", "us-1001", "--inventory", "700"],
                                       token: library.adminToken)
        #expect(added.status == 0 && added.output.contains("The adventures of Tom Sawyer"), "\(added.error)")
        let edited = try library.remote(["copycat", "target", "edit", "--name", "Zebra MARC 21", "--enabled", "no"], token: library.adminToken)
        #expect(edited.output.contains("выключен"), "\(edited.error)")
        let found = try library.remote(["copycat", "search", "--author", "пушкин"], token: library.adminToken)
        #expect(found.output.hasPrefix("Zebra RUSMARC: найдено 1\n"), "\(found.error)")
    }
}
