import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The reader-first desk, its loan rules, blocks and lost books, on the pages and in the API.
@Suite("The reader-first desk")
struct ReaderDeskTests {
    /// Copies `12345` and `12346` of a title, readers `000123` (Иванов) and `000124` (Петрова).
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "12346"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        #expect(app.send("POST", "/api/v1/readers",
                         json: #"{"ticketNumber": "000124", "surname": "Петрова", "firstName": "Анна", "parentPhone": "8 900 000 00 00"}"#)
            .status == 201)
        return app
    }

    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    /// Pupils rarely bring tickets: a surname typed at the desk over the API brings the reader up
    /// when it fits one, or lists those it fits (as the desk page does: the same use case).
    @Test func aNameTypedAtTheDeskBringsTheReaderUpOrListsThoseItFits() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Петрова", "firstName": "Мария"}"#)
            .status == 201)
        let one = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "Иванов"}"#))
        #expect(one["outcome"] as? String == "reader" && (one["reader"] as? [String: Any])?["ticketNumber"] as? String == "000123")
        let two = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "петрова"}"#))
        #expect(two["outcome"] as? String == "unknown" && (two["message"] as? String)?.contains("2 читателя") == true)
        #expect((two["readersFound"] as? [[String: Any]])?.compactMap { $0["ticketNumber"] as? String }.sorted() == ["000124", "000125"])
        let none = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "Сидоров"}"#))
        #expect(none["outcome"] as? String == "unknown" && none["readersFound"] == nil)
        let page = TestApplication.text(app.send("POST", "/desk", form: [("code", "Петрова"), ("ticket", "")]))
        #expect(page.contains("id=\"desk-readers-found\"") && page.contains("000125"))
    }

    /// The reading-room switch stays on across the desk's links and forms: a reader chosen from
    /// the names listed, an undo, a renewal, the next reader; a book lent after is read in the library.
    @Test func theReadingRoomSwitchStaysOnAcrossTheDesksLinksAndForms() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Петрова", "firstName": "Мария"}"#)
            .status == 201)
        let listed = TestApplication.text(app.send("POST", "/desk", form: [("code", "Петрова"), ("ticket", ""), ("inLibrary", "1")]))
        #expect(listed.contains("/desk?ticket=000124&amp;inLibrary=1"), "a reader chosen keeps the switch")
        let chosen = TestApplication.text(app.send("GET", "/desk?ticket=000124&inLibrary=1"))
        #expect(chosen.contains("name=\"inLibrary\" value=\"1\" form=\"desk-scan\" checked"))
        #expect(chosen.contains("href=\"/desk?inLibrary=1\""), "the next reader keeps it")
        let lent = TestApplication.text(app.send("POST", "/desk", form: [("code", "12345"), ("ticket", "000124"), ("inLibrary", "1")]))
        #expect(lent.contains("data-outcome=\"lent\""))
        let undoForm = try #require(lent.components(separatedBy: "id=\"desk-undo\"").last?.components(separatedBy: "</form>").first)
        let renewForm = try #require(lent.components(separatedBy: "class=\"desk-renew\"").last?.components(separatedBy: "</form>").first)
        #expect(undoForm.contains("name=\"inLibrary\" value=\"1\"") && renewForm.contains("name=\"inLibrary\" value=\"1\""))
        let undone = TestApplication.text(app.send("POST", "/desk/undo", form: [("inventoryNumber", "12345"), ("ticket", "000124"),
                                                                                ("inLibrary", "1")]))
        #expect(undone.contains("value=\"1\" form=\"desk-scan\" checked"), "an undo keeps it")
        _ = app.send("POST", "/desk", form: [("code", "12345"), ("ticket", "000124"), ("inLibrary", "1")])
        let loan = try Self.json(app.send("GET", "/api/v1/copies/12345"))
        #expect((loan["loan"] as? [String: Any])?["inLibrary"] as? Bool == true, "\(loan)")
    }

    /// A book handed in and scanned again at once is lent back only when the desk says so: the
    /// page offers the confirmation, the API answers `copy_just_returned` and lends with `lendAgain`.
    @Test func aBookHandedInIsLentBackOnlyWhenTheDeskSaysSo() throws {
        let app = try Self.library()
        #expect(try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))["outcome"]
                    as? String == "lent")
        app.clock.set(app.clock.now().addingTimeInterval(300))
        #expect(try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))["outcome"]
                    as? String == "returned")
        let again = app.send("POST", "/desk", form: [("code", "12346"), ("ticket", "000123")])
        #expect(again.status == 409 && TestApplication.text(again).contains("id=\"desk-lend-again\""))
        #expect(TestApplication.text(again).contains("принят"))
        let confirmed = TestApplication.text(app.send("POST", "/desk", form: [("code", "12346"), ("ticket", "000123"), ("lendAgain", "1")]))
        #expect(confirmed.contains("data-outcome=\"lent\""), "confirmed on the page, it is lent back")
        app.clock.set(app.clock.now().addingTimeInterval(300))
        #expect(try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))["outcome"]
                    as? String == "returned")
        let apiAgain = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))
        #expect(apiAgain["outcome"] as? String == "refused" && apiAgain["refusal"] as? String == "copy_just_returned")
        let lentAgain = try Self.json(app.send("POST", "/api/v1/desk/scans",
                                               json: #"{"code": "12346", "ticketNumber": "000123", "lendAgain": true}"#))
        #expect(lentAgain["outcome"] as? String == "lent", "confirmed in the API, it is lent back")
    }

    /// A lend or a return made by mistake is undone within ten minutes, on the desk page and in
    /// the API: the loan removed as if it had never been (the statistics count no loan), or open
    /// again; later there is nothing to undo.
    @Test func aMistakenLendOrReturnIsUndone() throws {
        let app = try Self.library()
        let lent = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12345", "ticketNumber": "000123"}"#))
        #expect(lent["outcome"] as? String == "lent")
        // A second copy of the title he holds is lent only when the desk says so.
        let second = app.send("POST", "/desk", form: [("code", "12346"), ("ticket", "000123")])
        #expect(second.status == 409 && TestApplication.text(second).contains("id=\"desk-second-copy\""))
        #expect(TestApplication.text(second).contains("уже есть экземпляр 12345"))
        let refused = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12346", "ticketNumber": "000123"}"#))
        #expect(refused["outcome"] as? String == "refused" && refused["refusal"] as? String == "title_already_held")
        let page = TestApplication.text(app.send("POST", "/desk", form: [("code", "12346"), ("ticket", "000123"), ("secondCopy", "1")]))
        #expect(page.contains("data-outcome=\"lent\""), "confirmed, it is lent")
        #expect(page.contains("id=\"desk-undo\"") && page.contains("value=\"12346\""), "a lend offers its undo")
        let undonePage = app.send("POST", "/desk/undo", form: [("inventoryNumber", "12346"), ("ticket", "000123")])
        #expect(undonePage.status == 200 && TestApplication.text(undonePage).contains("Выдача 12346 отменена"))
        let undone = try Self.json(app.send("POST", "/api/v1/copies/12345/undo"))
        #expect(undone["undone"] as? String == "lend" && (undone["loan"] as? [String: Any])?["ticketNumber"] as? String == "000123")
        #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["status"] as? String == "available")
        let stats = try Self.json(app.send("GET", "/api/v1/stats?from=2024-01-01&to=2024-01-31"))
        #expect((stats["total"] as? [String: Any])?["loans"] as? Int == 0, "an undone lend is no loan")
        #expect(TestApplication.text(app.send("GET", "/audit")).contains("12345"), "the audit log says what was undone")

        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000124"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/copies/12345/return").status == 200)
        let reopened = try Self.json(app.send("POST", "/api/v1/copies/12345/undo"))
        #expect(reopened["undone"] as? String == "return")
        #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["status"] as? String == "on_loan")

        app.clock.advance(days: 1)
        let late = app.send("POST", "/api/v1/copies/12345/undo")
        #expect(late.status == 409 && TestApplication.errorCode(late) == "nothing_to_undo")
    }

    /// A circulation helper finds a reader by ticket, but cannot harvest the register: the card
    /// comes without address, birth date and past loans; at most 30 cards a minute; a run of
    /// consecutive tickets is noted in the audit log.
    @Test func aHelperCannotWalkTheTickets() throws {
        let app = try Self.library()
        #expect(app.send("PUT", "/api/v1/readers/000123", json: #"{"ticketNumber": "000123", "surname": "Иванов", "firstName": "Иван", "city": "Тверь", "street": "Советская", "house": "5", "birth": "1990"}"#)
            .status == 200)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/copies/12346/return").status == 200)
        let full = TestApplication.text(app.send("GET", "/api/v1/readers/000123", as: .librarian))
        #expect(full.contains("Советская") && full.contains("1990"), "\(full)")
        let helper = app.send("GET", "/api/v1/readers/000123", as: .circulation)
        let seen = try Self.json(helper)
        #expect(helper.status == 200 && seen["surname"] as? String == "Иванов")
        #expect(seen["street"] as? String == "" && seen["city"] as? String == "" && seen["birth"] == nil)
        #expect((seen["history"] as? [Any])?.isEmpty ?? true)
        #expect(((try Self.json(app.send("GET", "/api/v1/readers/000123", as: .librarian)))["history"] as? [Any])?.count == 1)
        let page = TestApplication.text(app.send("GET", "/readers/000123", as: .circulation))
        #expect(!page.contains("Советская") && !page.contains("1990"))

        var statuses: [Int] = []
        for number in 200..<240 {
            statuses.append(app.send("GET", "/api/v1/readers/000\(number)", as: .circulation).status)
        }
        #expect(statuses.prefix(28).allSatisfy { $0 == 404 }, "\(statuses)")
        #expect(statuses.suffix(10).allSatisfy { $0 == 429 }, "thirty a minute: \(statuses)")
        let walks = try app.store.auditEntries(page: PageRequest()).items.filter { $0.action == "look up readers in a row" }
        #expect(walks.map(\.subject).contains("10 reader cards by ticket in a row, 000200 to 000209"), "\(walks.map(\.subject))")
        #expect(walks.allSatisfy { $0.account == "circulation" })
        #expect(app.send("GET", "/api/v1/readers/000241", as: .librarian).status == 404, "a librarian is not counted")
        app.clock.set(app.clock.now() + 61)
        #expect(app.send("GET", "/api/v1/readers/000123", as: .circulation).status == 200, "a minute later")
    }

    @Test func aTicketThenBooksAreLentAndABookOnLoanComesBackInOneScan() throws {
        let app = try Self.library()
        func scan(_ code: String, _ ticket: String? = nil, as role: Role = .librarian) throws -> [String: Any] {
            let ticketField = ticket.map { #", "ticketNumber": "\#($0)""# } ?? ""
            return try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "\#(code)"\#(ticketField)}"#, as: role))
        }
        let ticketFirst = try scan("12345")
        #expect(ticketFirst["outcome"] as? String == "refused")
        #expect((ticketFirst["message"] as? String)?.contains("билет") == true)
        let card = try scan(#"Читательский билет: 000123\r\nЧитатель: Иванов Иван"#)
        #expect(card["outcome"] as? String == "reader")
        #expect((card["reader"] as? [String: Any])?["ticketNumber"] as? String == "000123")
        let lent = try scan("12345", "000123", as: .circulation)
        #expect(lent["outcome"] as? String == "lent" && (lent["loan"] as? [String: Any])?["dueOn"] as? String == "2024-01-29")
        #expect(((lent["reader"] as? [String: Any])?["loans"] as? [Any])?.count == 1)
        // Another reader at the desk scans the copy Иванов holds: it comes back from him.
        let back = try scan("12345", "000124", as: .circulation)
        #expect(back["outcome"] as? String == "returned")
        #expect((back["returnedFrom"] as? [String: Any])?["ticketNumber"] as? String == "000123")
        #expect((back["returnedFrom"] as? [String: Any])?["name"] == nil, "a helper sees the ticket only")
        #expect((back["reader"] as? [String: Any])?["ticketNumber"] as? String == "000124")
        #expect(try scan("nothing-here", "000124")["outcome"] as? String == "unknown")

        // The page: the same, one form post per scan.
        let page = app.send("POST", "/desk", form: [("code", "000123"), ("ticket", "")], as: .circulation)
        #expect(page.status == 200 && TestApplication.text(page).contains("id=\"desk-reader\""))
        let lentOnPage = app.send("POST", "/desk", form: [("code", "12346"), ("ticket", "000123")], as: .circulation)
        #expect(TestApplication.text(lentOnPage).contains("data-outcome=\"lent\"") && TestApplication.text(lentOnPage).contains("12346"))
        let renewed = app.send("POST", "/desk/renew", form: [("inventoryNumber", "12346"), ("ticket", "000123")], as: .circulation)
        #expect(TestApplication.text(renewed).contains("data-outcome=\"renewed\""))
        #expect(app.send("GET", "/desk?ticket=000123", as: .circulation).status == 200)
    }

    @Test func aBlockedReaderIsRefusedWithWhyAndWhatToDoEverywhere() throws {
        let app = try Self.library()
        let block = app.send("POST", "/api/v1/readers/000123/blocks", json: #"{"reason": "испорчен учебник", "until": "2024-02-01"}"#,
                             as: .librarian)
        #expect(block.status == 201)
        let id = try #require(try Self.json(block)["id"] as? Int)
        #expect(app.send("POST", "/api/v1/readers/000123/blocks", json: #"{"reason": "x"}"#, as: .circulation).status == 403)

        let refused = app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#, as: .circulation)
        #expect(refused.status == 409 && TestApplication.errorCode(refused) == "reader_blocked")
        #expect(TestApplication.text(refused).contains("испорчен учебник"))
        let lendPage = app.send("POST", "/copies/12345/lend", form: [("ticketNumber", "000123"), ("dueOn", "")], as: .circulation)
        #expect(lendPage.status == 422 && TestApplication.text(lendPage).contains("испорчен учебник"))
        let desk = app.send("POST", "/desk", form: [("code", "12345"), ("ticket", "000123")], as: .circulation)
        #expect(desk.status == 409 && TestApplication.text(desk).contains("data-outcome=\"refused\""))
        #expect(TestApplication.text(desk).contains("id=\"reader-blocks\""))
        let blocked = try Self.json(app.send("GET", "/api/v1/blocks"))
        #expect((blocked["items"] as? [[String: Any]])?.count == 1)
        #expect(TestApplication.text(app.send("GET", "/blocks")).contains("испорчен учебник"))

        #expect(app.send("DELETE", "/api/v1/blocks/\(id)", as: .librarian).status == 204)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#, as: .circulation).status == 201)
    }

    @Test func aLostBookIsRecordedWithoutAReturnAndSettled() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        let loss = app.send("POST", "/api/v1/copies/12345/loss", as: .circulation)
        #expect(loss.status == 201)
        let id = try #require(try Self.json(loss)["id"] as? Int)
        #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["status"] as? String == "lost")
        let card = try Self.json(app.send("GET", "/api/v1/readers/000123"))
        #expect((card["blocks"] as? [[String: Any]])?.first?["kind"] as? String == "loss_not_settled")
        #expect(TestApplication.text(app.send("GET", "/readers/000123")).contains("id=\"reader-losses\""))
        let noNote = app.send("POST", "/api/v1/losses/\(id)/settlement", json: #"{"how": "by_hand"}"#, as: .librarian)
        #expect(noNote.status == 422)
        let settled = app.send("POST", "/losses/\(id)/settle", form: [("how", "paid"), ("note", ""), ("amount", "254"), ("back", "")],
                               as: .librarian)
        #expect(settled.status == 303)
        let after = try Self.json(app.send("GET", "/api/v1/readers/000123"))
        #expect((after["blocks"] as? [Any])?.isEmpty == true)
        #expect(((after["losses"] as? [[String: Any]])?.first?["settlement"] as? [String: Any])?["amount"] as? String == "254.00")
        // A desk helper sees what is owed, not a loss made good: it is a past loan like the others.
        let atTheDesk = try Self.json(app.send("GET", "/api/v1/readers/000123", as: .circulation))
        #expect((atTheDesk["losses"] as? [Any] ?? []).isEmpty, "\(atTheDesk)")
    }

    @Test func loanRulesAreSetOnTheSettingsAndTheAPIAndApplied() throws {
        let app = try Self.library()
        let rule = #"{"kind": "fiction", "periodDays": 7, "maximumRenewals": 0, "readingRoomOnly": false}"#
        #expect(app.send("PUT", "/api/v1/loan-rules", json: rule, as: .librarian).status == 403)
        #expect(app.send("PUT", "/api/v1/loan-rules", json: rule).status == 200)
        let lent = try Self.json(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#))
        #expect(lent["dueOn"] as? String == "2024-01-22")
        let page = app.send("POST", "/settings/rules", form: [("ruleCategory", "учащийся"), ("ruleKind", ""), ("periodDays", "30"),
                                                               ("maximumLoans", "3"), ("maximumRenewals", "1")])
        #expect(page.status == 303)
        // A rule refused comes back as it was typed, next to what is wrong.
        let refused = app.send("POST", "/settings/rules", form: [("ruleCategory", "гость"), ("ruleKind", "reference"), ("periodDays", "45"),
                                                                  ("maximumLoans", "2"), ("maximumRenewals", "2"), ("readingRoomOnly", "1"),
                                                                  ("until", "31.13")])
        let refusedForm = try #require(TestApplication.text(refused).components(separatedBy: "id=\"loan-rule-form\"").last)
        #expect(refused.status == 422 && refusedForm.contains("id=\"rule-until-error\""))
        for kept in ["value=\"гость\"", "value=\"45\"", "value=\"2\"", "value=\"31.13\"", "value=\"reference\" selected",
                     "name=\"readingRoomOnly\" value=\"1\" checked"] {
            #expect(refusedForm.contains(kept), "kept: \(kept)")
        }
        let rules = try Self.json(app.send("GET", "/api/v1/loan-rules", as: .circulation))
        #expect((rules["rules"] as? [[String: Any]])?.map { $0["periodDays"] as? Int } == [30, 7])
        #expect(TestApplication.text(app.send("GET", "/settings")).contains("id=\"loan-rule-list\""))
        #expect(app.send("DELETE", "/api/v1/loan-rules?kind=fiction").status == 204)
        #expect(app.send("DELETE", "/api/v1/loan-rules?kind=fiction").status == 404)
    }

    @Test func readersShareAPhoneAndAreFoundByItInAnySpelling() throws {
        let app = try Self.library()
        let card = try Self.json(app.send("GET", "/api/v1/readers/000124"))
        #expect((card["phoneSharedWith"] as? [[String: Any]])?.first?["ticketNumber"] as? String == "000123")
        #expect((card["phoneSharedWith"] as? [[String: Any]])?.first?["via"] as? String == "phone")
        #expect(card["phone"] == nil)
        // The reader's own data file names nobody else.
        let ownData = try Self.json(app.send("GET", "/api/v1/readers/000124/data"))
        #expect(ownData["ticketNumber"] as? String == "000124" && (ownData["phoneSharedWith"] as? [Any] ?? []).isEmpty)
        #expect(TestApplication.text(app.send("GET", "/readers/000124")).contains("id=\"shared-phone\""))
        let found = try Self.json(app.send("GET", "/api/v1/readers?q=8%20900%20000-00-00"))
        #expect((found["items"] as? [[String: Any]])?.compactMap { $0["ticketNumber"] as? String } == ["000123", "000124"])
    }

    @Test func classListsAndThePromotionArePagesAndAPI() throws {
        let app = try Self.library()
        let list = "Фамилия;Имя;Класс\nСидоров;Олег;5а\n"
        let check = app.send("POST", "/api/v1/classes/list?dryRun=1", json: list, headers: ["content-type": "text/csv"], as: .librarian)
        #expect(try check.status == 200 && (Self.json(check)["new"] as? [Any])?.count == 1)
        #expect((TestApplication.json(app.send("GET", "/api/v1/classes")) as? [Any])?.isEmpty == true, "nothing stored by the check")
        let started = app.send("POST", "/classes/import", form: [("content", list), ("schoolClass", ""), ("apply", "1")], as: .librarian)
        let job = try #require(started.header("Location"))
        #expect(started.status == 303 && job.hasPrefix("/jobs/"), "read by a background job")
        let stored = try BackgroundJobTests.finished(app, job, as: .librarian)
        #expect(stored.status == 200 && TestApplication.text(stored).contains("id=\"list-new\""))
        #expect(TestApplication.text(app.send("GET", "/readers?class=5А")).contains("Сидоров"))
        #expect(TestApplication.text(app.send("GET", "/classes/promotion", as: .librarian)).contains("5А → 6А"))
        let promoted = try Self.json(app.send("POST", "/api/v1/classes/promotion?dryRun=0", as: .librarian))
        #expect((promoted["promoted"] as? [[String: Any]])?.first?["to"] as? String == "6А")
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/classes/promotion?dryRun=0", as: .librarian)) == "classes_already_promoted")
        let again = app.send("POST", "/classes/promotion", form: [], as: .librarian)
        #expect(again.status == 409 && TestApplication.text(again).contains("Классы уже переведены"), "not twice by mistake")
        // Pressed by mistake: undone on the page, every pupil back; then nothing more to undo in the API.
        #expect(TestApplication.text(app.send("GET", "/classes/promotion", as: .librarian)).contains("id=\"promotion-undo-form\""))
        let undone = app.send("POST", "/classes/promotion/undo", form: [], as: .librarian)
        #expect(undone.status == 200 && TestApplication.text(undone).contains("отменён"), "\(TestApplication.text(undone))")
        #expect(TestApplication.text(app.send("GET", "/readers?class=5А")).contains("Сидоров"))
        let nothing = app.send("POST", "/api/v1/classes/promotion/undo", as: .librarian)
        #expect(nothing.status == 409 && TestApplication.errorCode(nothing) == "no_promotion_to_undo")
        #expect(try Self.json(app.send("POST", "/api/v1/classes/promotion?dryRun=0", as: .librarian))["dryRun"] as? Bool == false)
        #expect(TestApplication.text(app.send("GET", "/labels?class=6А&print=1")).contains("Сидоров"), "promoted again")
    }

    /// The category's hint on the reader form names the pupils' category the settings give.
    @Test func theCategoryHintSaysWhatTheSettingSays() throws {
        let app = try Self.library()
        #expect(TestApplication.text(app.send("GET", "/readers/new", as: .librarian)).contains("учащийся, учитель, сотрудник"))
        var settings = try app.store.settings()
        settings.school.pupilCategory = "школьник"
        try app.store.saveSettings(settings)
        let form = TestApplication.text(app.send("GET", "/readers/new", as: .librarian))
        #expect(form.contains("школьник, учитель, сотрудник") && form.contains("«школьник»"))
    }

    /// New Reader offers the next free ticket number, which may be typed over.
    @Test func newReaderOffersTheNextFreeTicket() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000130", "surname": "Сидоров", "firstName": "Пётр"}"#)
                    .status == 201)
        let form = TestApplication.text(app.send("GET", "/readers/new", as: .librarian))
        #expect(form.contains("name=\"ticketNumber\"") && form.contains("value=\"000131\""))
    }

    /// A class list is long work (answered off the server's threads), at most 5,000 pupils or
    /// 1 MiB, and control characters in its cells are taken out and noted.
    @Test func aClassListIsBoundedLongWorkAndCleaned() throws {
        let app = try Self.library()
        let session = try #require(app.sessions[.librarian])
        let request = HTTPRequest(method: "POST", path: "/api/v1/classes/list", pathSegments: ["api", "v1", "classes", "list"],
                                  headers: ["cookie": "kartoteka_session=\(session.token)", "x-csrf-token": session.csrf,
                                            "content-type": "text/csv"], body: Data("Фамилия;Имя;Класс\nСидоров;Олег;5а\n".utf8))
        guard case .later = app.application.answer(request) else {
            Issue.record("a class list is answered on the server's thread")
            return
        }
        let rows = (0...ClassListFile.maximumRows).map { "Ученик\($0);Имя;5а" }.joined(separator: "\n")
        let tooMany = try Self.json(app.send("POST", "/api/v1/classes/list?dryRun=1", json: "Фамилия;Имя;Класс\n" + rows,
                                             headers: ["content-type": "text/csv"], as: .librarian))
        #expect((tooMany["new"] as? [Any])?.isEmpty == true, "nothing read of a list too long")
        #expect("\(tooMany)".contains("5000"), "\(tooMany)")
        let huge = String(repeating: "x", count: ClassListFile.maximumBytes + 1)
        let refused = try Self.json(app.send("POST", "/api/v1/classes/list?dryRun=1", json: "Фамилия;Имя;Класс\n" + huge,
                                             headers: ["content-type": "text/csv"], as: .librarian))
        #expect((refused["new"] as? [Any])?.isEmpty == true)

        let dirty = "Фамилия;Имя;Класс\nСидо\u{0}ров;Ол\u{1B}ег;5а\n"
        let list = ClassListFile(data: Data(dirty.utf8))
        #expect(list.rows.map(\.surname) == ["Сидоров"] && list.rows.map(\.firstName) == ["Олег"])
        #expect(list.problems.map(\.line) == [2] && list.problems.first?.message.english.contains("control characters") == true)
        let stored = app.send("POST", "/api/v1/classes/list?dryRun=0", json: dirty, headers: ["content-type": "text/csv"], as: .librarian)
        #expect(stored.status == 200)
        #expect(TestApplication.text(app.send("GET", "/api/v1/readers?q=Сидоров", as: .librarian)).contains("\"surname\":\"Сидоров\""))
    }
}
