import Foundation
import Testing

/// What only the pages did before: a reader's password and one-time codes for `/my` and lifting a
/// lock (`reader password|codes|unlock`), the notices list (`notices list`), and the library's
/// name (`settings set --library-name`) — on the database and through a server alike.
@Suite("kartoteka reader password|codes|unlock, notices list, settings --library-name")
struct SelfServiceCLITests {
    @Test(arguments: BranchCLITests.Desk.allCases)
    func aReadersAccessIsSetFromTheCommandLine(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        let file = try library.cli.file("password.txt", "reader-pass-1\n")
        let set = try run(["reader", "password", "--ticket", "000123", "--password-file", file])
        #expect(set.status == 0 && set.output == "000123: пароль задан\n", "\(set.output)\(set.error)")
        let short = try run(["reader", "password", "--ticket", "000123", "--password-file", library.cli.file("short.txt", "abc\n")])
        #expect(short.status == 1 && short.error.contains("не короче 6"), "\(short.error)")
        let empty = try run(["reader", "password", "--ticket", "000123", "--password-file", library.cli.file("empty.txt", "\n")])
        #expect(empty.status == 1 && empty.error.contains("не короче 6"), "an empty file sets nothing and says so: \(empty.error)")
        let neither = try run(["reader", "password", "--ticket", "000123"])
        #expect(neither.status == 64 && neither.error.contains("--password-file"), "\(neither.error)")
        let codes = try run(["reader", "codes", "--ticket", "000123", "--on"])
        #expect(codes.status == 1 && codes.error.contains("нет адреса электронной почты"), "\(codes.error)")
        #expect(try run(["reader", "codes", "--ticket", "000123", "--on", "--off"]).status == 64)
        let unlocked = try run(["reader", "unlock", "--ticket", "000123", "--json"])
        let access = try #require(try JSONSerialization.jsonObject(with: Data(unlocked.output.utf8)) as? [String: Any])
        #expect(access["hasPassword"] as? Bool == true && access["lockedUntil"] == nil, "\(unlocked.output)\(unlocked.error)")
        let removed = try run(["reader", "password", "--ticket", "000123", "--remove"])
        #expect(removed.output == "000123: пароля нет\n", "\(removed.output)\(removed.error)")
        #expect(try run(["reader", "password", "--ticket", "999999", "--remove"]).status == 1)
    }

    @Test(arguments: BranchCLITests.Desk.allCases)
    func theNoticesAreListed(desk: BranchCLITests.Desk) throws {
        let library = try ServedLibrary()
        let none = try desk.run(library, ["notices", "list"])
        #expect(none.status == 0 && none.output == "Извещений нет.\n", "\(none.output)\(none.error)")
        #expect(try desk.run(library, ["notices", "list", "--state", "failed", "--ticket", "000123"]).status == 0)
        let wrong = try desk.run(library, ["notices", "list", "--state", "lost"])
        #expect(wrong.status == 64 && wrong.error.contains("pending"), "\(wrong.error)")
    }

    @Test func theLibrarysNameIsSetOnce() throws {
        let cli = try CLI()
        #expect(try cli.run(["init"]).status == 0)
        let set = try cli.run(["settings", "set", "--library-name", "Библиотека  МБОУ СОШ № 5", "--locations", "yes"])
        #expect(set.status == 0 && set.output.contains("Название библиотеки (на формах, письмах, этикетках): Библиотека МБОУ СОШ № 5"),
                "\(set.output)\(set.error)")
        #expect(try cli.run(["settings", "show"]).output.contains("«Адреса — по странам» без своих адресов: yes"))
        let long = try cli.run(["settings", "set", "--library-name", String(repeating: "б", count: 201)])
        #expect(long.status != 0 && long.error.contains("library-name"), "\(long.error)")
        #expect(try cli.run(["reader", "add", "--ticket", "000123", "--surname", "Иванов", "--name", "Иван"]).status == 0)
        let sheet = try cli.run(["labels", "readers", "000123"])
        #expect(sheet.status == 0 && sheet.output.contains("МБОУ"), "\(sheet.error)")
        #expect(!sheet.output.contains("Print on A4"), "a Russian sheet has no English hint")
    }
}
