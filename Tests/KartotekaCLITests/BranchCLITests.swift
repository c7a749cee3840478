import Foundation
import Testing

/// Branches and copies travelling between them from the command line, on both desks: the
/// database file itself, and the built `kartoteka serve` through its API with the
/// administrator's token. Both have the book 12345 of the main branch `1` and the reader 000123;
/// what they print is the same.
@Suite("kartoteka branch, transfer, lend and return --at, on both desks")
struct BranchCLITests {
    /// Which desk a test runs its commands on.
    enum Desk: String, Sendable, CaseIterable {
        case database, server

        /// Runs a command on this desk of a library.
        func run(_ library: ServedLibrary, _ arguments: [String], lang: String = "ru_RU.UTF-8") throws -> CLI.Result {
            switch self {
            case .database: try library.local(arguments, lang: lang)
            case .server: try library.remote(arguments, lang: lang)
            }
        }
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test(arguments: Desk.allCases)
    func branchesAreAddedChangedAndRemoved(desk: Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["branch", "list"]).output == "1  Библиотека  (основной)\n")

        let bad = try run(["branch", "add", "--code", "Ф 2", "--name", ""])
        #expect(bad.status == 1 && bad.error.contains("--code: Код филиала может содержать только") && bad.error.contains("--name: Укажите название филиала"),
                "\(bad.error)")
        let missing = try run(["branch", "add", "--name", "Сельский филиал"])
        #expect(missing.status == 1 && missing.error.contains("--code: Укажите код филиала"))
        let long = try run(["branch", "add", "--code", "Ф3", "--name", "Школьный", "--storage-place", String(repeating: "А", count: 40)])
        #expect(long.status == 1 && long.error.contains("--storage-place: "), "\(long.error)")
        #expect(try run(["branch", "add", "--code", "Ф3", "--name", "Школьный", "--location", "9"]).status == 64,
                "a branch is shown among the locations by branch publish")

        let added = try run(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал", "--address", "ул. Садовая, 2", "--json"])
        #expect(added.status == 0, "\(added.error)")
        let branch = try #require(try json(added.output) as? [String: Any])
        #expect(branch["code"] as? String == "Ф2" && branch["main"] as? Bool == false && branch["address"] as? String == "ул. Садовая, 2")
        let taken = try run(["branch", "add", "--code", "Ф2", "--name", "Другой"])
        #expect(taken.status == 1 && taken.error.contains("Код Ф2 уже у другого филиала"))

        let kept = try run(["branch", "edit", "--code", "Ф2", "--storage-place", "Ф2-АБ"])
        #expect(kept.status == 0 && kept.output == "Сохранено: Ф2  Сельский филиал, ул. Садовая, 2  [Ф2-АБ]\n", "\(kept.error)")
        let badCode = try run(["branch", "edit", "--code", "Ф2", "--new-code", "Ф 2"])
        #expect(badCode.status == 1 && badCode.error.contains("--new-code: Код филиала может содержать только"))
        let unknown = try run(["branch", "edit", "--code", "Ф9", "--name", "Другой"])
        #expect(unknown.status == 1 && unknown.error.contains("Филиала с кодом Ф9 нет"))
        let renamed = try desk.run(library, ["branch", "edit", "--code", "Ф2", "--new-code", "Ф/2", "--address", ""], lang: "en_GB.UTF-8")
        #expect(renamed.output == "Saved: Ф/2  Сельский филиал  [Ф2-АБ]\n", "\(renamed.error)")
        #expect(try run(["branch", "list"]).output == "1  Библиотека  (основной)\nФ/2  Сельский филиал  [Ф2-АБ]\n")

        let main = try run(["branch", "delete", "--code", "1"])
        #expect(main.status == 1 && main.error.contains("Филиал 1 — основной, его нельзя удалить"))
        #expect(try run(["branch", "delete", "--code", "Ф/2"]).output == "Филиал Ф/2 удалён.\n")
        #expect(try run(["branch", "delete", "--code", "Ф/2"]).error.contains("Филиала с кодом Ф/2 нет"))
        #expect(try run(["branch", "delete"]).status == 64)
    }

    @Test(arguments: Desk.allCases)
    func aBranchIsShownAmongTheLocationsAndTakenOffThem(desk: Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал", "--address", "ул. Садовая, 2"]).status == 0)
        let incomplete = try run(["branch", "publish", "--code", "Ф2", "--emoji", "🇷🇺"])
        #expect(incomplete.status == 1 && incomplete.error.contains("--city: Укажите город") && incomplete.error.contains("--country: "),
                "\(incomplete.error)")
        let nowhere = try run(["branch", "publish", "--code", "Ф2", "--location", "999"])
        #expect(nowhere.status == 1 && nowhere.error.contains("№999"), "\(nowhere.error)")

        let shown = try run(["branch", "publish", "--code", "Ф2", "--city", "Ивановка", "--country", "Россия", "--hours", "10–18", "--json"])
        let location = try #require((try json(shown.output) as? [String: Any])?["location"] as? [String: Any], "\(shown.error)")
        let id = try #require(location["id"] as? Int)
        #expect(location["branch"] as? String == "Ф2" && location["streetAddress"] as? String == "ул. Садовая, 2")
        #expect(try run(["location", "list", "--country", "рос"]).output == "#\(id)  ул. Садовая, 2, Ивановка, Россия  10–18\n")
        #expect(try run(["branch", "edit", "--code", "Ф2", "--address", "ул. Полевая, 5"]).output
                    == "Сохранено: Ф2  Сельский филиал, ул. Полевая, 5  в адресах: №\(id)\n")
        #expect(try run(["location", "list"]).output.hasPrefix("#\(id)  ул. Полевая, 5, Ивановка"))
        let direct = try run(["location", "delete", "--id", "\(id)"])
        #expect(direct.status == 1 && direct.error.contains("показывает филиал Ф2") && direct.error.contains("branch publish"), "\(direct.error)")

        #expect(try run(["branch", "unpublish", "--code", "Ф2"]).output == "Филиал Ф2 убран из адресов библиотек.\n")
        #expect(try run(["location", "list"]).output == "Адресов нет.\n")
    }

    @Test(arguments: Desk.allCases)
    func aCopyTakenBackAtAnotherBranchTravelsHomeAndIsReceived(desk: Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал"]).status == 0)

        let elsewhere = try run(["lend", "--inventory", "12345", "--ticket", "000123", "--at", "Ф2"])
        #expect(elsewhere.status == 1 && elsewhere.error.contains("Экземпляр 12345 числится в филиале 1, а не здесь"), "\(elsewhere.error)")
        let lent = try run(["lend", "--inventory", "12345", "--ticket", "000123", "--json"])
        #expect((try json(lent.output) as? [String: Any])?["branch"] as? String == "1", "\(lent.error)")

        let returned = try run(["return", "--inventory", "12345", "--at", "Ф2"])
        #expect(returned.status == 0 && returned.output.hasPrefix("Экземпляр возвращён."), "\(returned.error)")
        #expect(returned.output.contains("Принят в филиале Ф2; теперь он едет в свой филиал 1"))
        let copy = try #require(try json(run(["book", "show", "--inventory", "12345", "--json"]).output) as? [String: Any])
        #expect((copy["copies"] as? [[String: Any]])?.first?["travellingTo"] as? String == "1")

        let travelling = try run(["transfer", "list"])
        #expect(travelling.output.hasPrefix("12345  Лермонтов М. Ю. Герой нашего времени  Ф2 → 1  ") && travelling.output.contains("В ПУТИ"),
                "\(travelling.output)\(travelling.error)")
        #expect(travelling.output.contains("(возврат домой после сдачи в другом филиале)"))
        let page = try #require(try json(run(["transfer", "list", "--branch", "Ф2", "--json"]).output) as? [String: Any])
        #expect((page["items"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["return_to_home"])
        let meanwhile = try run(["lend", "--inventory", "12345", "--ticket", "000123"])
        #expect(meanwhile.status == 1 && meanwhile.error.contains("в пути в филиал 1"))

        let wrongDesk = try run(["transfer", "receive", "--inventory", "12345", "--at", "Ф2"])
        #expect(wrongDesk.status == 1 && wrongDesk.error.contains("едет в филиал 1, а не сюда"))
        let received = try run(["transfer", "receive", "--inventory", "12345"])
        #expect(received.status == 0 && received.output.hasPrefix("Экземпляр 12345 принят в филиале 1."), "\(received.error)")
        let twice = try run(["transfer", "receive", "--inventory", "12345"])
        #expect(twice.status == 1 && twice.error.contains("никуда не отправлен"))
        #expect(try run(["transfer", "list"]).output == "В пути ничего нет.\n")
        let history = try #require(try json(run(["transfer", "list", "--all", "--branch", "Ф2", "--json"]).output) as? [String: Any])
        #expect((history["items"] as? [[String: Any]])?.first?["receivedAt"] != nil)
        #expect(try run(["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)
        let home = try run(["return", "--inventory", "12345"])
        #expect(home.status == 0 && !home.output.contains("едет"), "taken back where it was lent: \(home.output)")
    }

    @Test(arguments: Desk.allCases)
    func aJourneyIsCalledOff(desk: Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал"]).status == 0)
        #expect(try run(["transfer", "send", "--inventory", "12345", "--to", "Ф2"]).status == 0)
        let called = try run(["transfer", "cancel", "--inventory", "12345"])
        #expect(called.status == 0 && called.output.hasPrefix("Экземпляр 12345 остаётся в филиале 1; перемещение в Ф2 отменено."),
                "\(called.output)\(called.error)")
        #expect(called.output.contains("— отменено "))
        let twice = try run(["transfer", "cancel", "--inventory", "12345"])
        #expect(twice.status == 1 && twice.error.contains("никуда не отправлен"))
        #expect(try run(["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)
    }

    @Test(arguments: Desk.allCases)
    func sendingACopySaysWhatIsWrong(desk: Desk) throws {
        let library = try ServedLibrary()
        let run = { (arguments: [String]) in try desk.run(library, arguments) }
        #expect(try run(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал"]).status == 0)
        let noBranch = try run(["transfer", "send", "--inventory", "12345", "--to", "Ф9"])
        #expect(noBranch.status == 1 && noBranch.error.contains("Филиала с кодом Ф9 нет"))
        let badCode = try run(["transfer", "send", "--inventory", "12345", "--to", "Ф 2"])
        #expect(badCode.status == 1 && badCode.error.contains("--to: Код филиала может содержать только"))
        let noCopy = try run(["transfer", "send", "--inventory", "99999", "--to", "Ф2"])
        #expect(noCopy.status == 1 && noCopy.error.contains("Экземпляр с инвентарным номером 99999 не найден"))
        let there = try run(["transfer", "send", "--inventory", "12345", "--to", "1"])
        #expect(there.status == 1 && there.error.contains("Экземпляр 12345 уже в филиале 1"))
        #expect(try run(["transfer", "send", "--inventory", "12345"]).status == 64)

        #expect(try run(["lend", "--inventory", "12345", "--ticket", "000123"]).status == 0)
        let onLoan = try run(["transfer", "send", "--inventory", "12345", "--to", "Ф2"])
        #expect(onLoan.status == 1 && onLoan.error.contains("Экземпляр 12345 нельзя отправить: он выдан"))
        #expect(try run(["return", "--inventory", "12345"]).status == 0)

        let sent = try desk.run(library, ["transfer", "send", "--inventory", "12345", "--to", "Ф2"], lang: "en_US.UTF-8")
        #expect(sent.status == 0 && sent.output.hasPrefix("Copy 12345 sent from the branch 1 to the branch Ф2"), "\(sent.error)")
        #expect(sent.output.contains("ON ITS WAY  (sent by hand)"))
        let again = try run(["transfer", "send", "--inventory", "12345", "--to", "Ф2"])
        #expect(again.status == 1 && again.error.contains("уже в пути в филиал Ф2"))
        #expect(try run(["transfer", "receive", "--inventory", "12345"]).output.hasPrefix("Экземпляр 12345 принят в филиале Ф2."))
        let lentThere = try run(["lend", "--inventory", "12345", "--ticket", "000123", "--at", "Ф2", "--json"])
        #expect((try json(lentThere.output) as? [String: Any])?["branch"] as? String == "Ф2", "\(lentThere.error)")
    }

    @Test func bothDesksPrintTheSame() throws {
        let library = try ServedLibrary()
        #expect(try library.local(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал", "--storage-place", "Ф2-АБ"]).status == 0)
        #expect(try library.local(["transfer", "send", "--inventory", "12345", "--to", "Ф2"]).status == 0)
        for command in [["branch", "list"], ["branch", "list", "--json"], ["transfer", "list"], ["transfer", "list", "--all", "--json"],
                        ["transfer", "list", "--branch", "1", "--limit", "1"]] {
            let remote = try library.remote(command)
            let local = try library.local(command)
            #expect(remote.status == 0 && !remote.output.isEmpty && remote.output == local.output, "\(command): \(remote.error)")
        }
    }

    /// Through a server, a desk works at its token account's branch, which `user edit --branch`
    /// sets; a helper may not change the branches.
    @Test func aTokenWorksAtItsAccountsBranch() throws {
        let library = try ServedLibrary()
        #expect(try library.local(["branch", "add", "--code", "Ф2", "--name", "Сельский филиал"]).status == 0)
        let unknown = try library.local(["user", "add", "village", "--branch", "Ф9"])
        #expect(unknown.status == 1 && unknown.error.contains("Филиала с кодом Ф9 нет"))
        let village = try library.local(["user", "add", "village", "--role", "circulation", "--branch", "Ф2", "--json"])
        #expect((try json(village.output) as? [String: Any])?["branch"] as? String == "Ф2", "\(village.error)")
        let moved = try library.local(["user", "edit", "desk", "--branch", "Ф2"])
        #expect(moved.output == "Сохранено: desk, помощник на выдаче, филиал Ф2.\n", "\(moved.error)")
        #expect(try library.local(["user", "list"]).output.contains("desk  помощник на выдаче  филиал Ф2"))
        #expect(try library.local(["user", "edit", "desk", "--branch", "Ф 2"]).error.contains("--branch: "))

        let here = try library.remote(["lend", "--inventory", "12345", "--ticket", "000123"], token: library.helperToken)
        #expect(here.status == 1 && here.error.contains("числится в филиале 1, а не здесь"), "\(here.error)")
        #expect(try library.remote(["lend", "--inventory", "12345", "--ticket", "000123", "--at", "1"], token: library.helperToken).status == 0)
        let back = try library.remote(["return", "--inventory", "12345"], token: library.helperToken)
        #expect(back.status == 0 && back.output.contains("Принят в филиале Ф2; теперь он едет в свой филиал 1"), "\(back.error)")
        let notHere = try library.remote(["transfer", "receive", "--inventory", "12345"], token: library.helperToken)
        #expect(notHere.status == 1 && notHere.error.contains("едет в филиал 1, а не сюда"))
        #expect(try library.remote(["transfer", "receive", "--inventory", "12345", "--at", "1"], token: library.helperToken).status == 0)

        let refused = try library.remote(["branch", "add", "--code", "Ф3", "--name", "Школьный"], token: library.helperToken)
        #expect(refused.status == 1 && refused.error.contains("команду «branch add»"), "\(refused.error)")
        let cleared = try library.local(["user", "edit", "desk", "--branch", "", "--json"])
        #expect((try json(cleared.output) as? [String: Any])?["branch"] == nil, "\(cleared.output)")
        #expect(try library.remote(["lend", "--inventory", "12345", "--ticket", "000123"], token: library.helperToken).status == 0)
    }
}
