import Foundation
import Testing

/// The inspectors' commands through a server: the lists checked, the age marks listed, the
/// readers' consents, the anonymiser's dry run and the access log — printing what local mode prints.
@Suite("kartoteka lists, age, consent and personal data against a server")
struct RemoteInspectionCLITests {
    static let ministryList = "#;Материал;Дата включения\r\n1;Информационный материал \"Герой нашего времени\" (решение суда);11.03.2010\r\n"

    @Test func theListsAndAgeCommandsWorkThroughTheServer() throws {
        let library = try ServedLibrary()
        let file = library.cli.folder.appendingPathComponent("exportfsm.csv")
        try Self.windows1251(Self.ministryList).write(to: file)
        let imported = try library.remote(["lists", "import", file.path])
        #expect(imported.status == 0 && imported.output.contains("Загружено записей: 1"), "\(imported.error)")
        let check = try library.remote(["lists", "check", "--commission", "Орлова О. О.: председатель", "--json"])
        let found = (try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])?["found"] as? Int
        #expect(check.status == 0 && found == 1, "\(check.output) \(check.error)")
        let matches = try library.remote(["lists", "matches"])
        #expect(matches.status == 0 && matches.output.contains("12345"), "\(matches.error)")
        // The Ministry strikes the entry out: the match says so, over the server as at the database.
        try Self.windows1251("#;Материал;Дата включения\r\n1;Исключен (решение суда);11.03.2010\r\n").write(to: file)
        #expect(try library.remote(["lists", "import", file.path]).status == 0)
        let (struck, locally) = (try library.remote(["lists", "matches"]), try library.local(["lists", "matches"]))
        #expect(struck.output.contains("(запись исключена из списка)") && struck.output == locally.output, "\(struck.output) \(struck.error)")
        #expect(try library.remote(["lists", "reject", "1"]).output.contains("1: отклонено"))
        for command in [["lists", "journal"], ["lists", "journal", "--csv"], ["lists", "matches", "--state", "rejected"],
                        ["lists", "withdraw"], ["age", "unmarked"], ["age", "outside-closed", "--json"], ["consent", "missing"]] {
            let remote = try library.remote(command)
            let local = try library.local(command)
            #expect(remote.status == 0 && remote.output == local.output, "\(command): \(remote.output) ≠ \(local.output) \(remote.error)")
        }
    }

    /// The text in Windows-1251, as the Ministry publishes its file (Russian letters, without ё).
    static func windows1251(_ text: String) -> Data {
        Data(text.unicodeScalars.map { scalar -> UInt8 in scalar.value < 128 ? UInt8(scalar.value) : UInt8(scalar.value - 0x410 + 0xC0) })
    }

    @Test func consentsTheDryRunAndTheAccessLogWorkThroughTheServer() throws {
        let library = try ServedLibrary()
        let recorded = try library.remote(["consent", "record", "000123", "--on", "2024-01-10"])
        #expect(recorded.status == 0 && recorded.output.contains("Согласие читателя 000123 от 2024-01-10 записано"), "\(recorded.error)")
        #expect(!(try library.remote(["consent", "missing"]).output.contains("000123")))
        let dry = try library.remote(["anonymise", "--dry-run", "--json"])
        let plan = try JSONSerialization.jsonObject(with: Data(dry.output.utf8)) as? [String: Any]
        #expect(dry.status == 0 && (plan?["readers"] as? [Any])?.isEmpty == true, "\(dry.error)")
        #expect(try library.remote(["reader", "show", "000123"]).status == 0)
        let log = try library.remote(["pd-log", "--ticket", "000123"])
        #expect(log.status == 0 && log.output.contains("admin | 000123 | просмотр карточки"), "\(log.output) \(log.error)")
        let helper = try library.remote(["pd-log"], token: library.helperToken)
        #expect(helper.status == 1, "\(helper.output)")
    }
}
