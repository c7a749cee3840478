import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// What a circulation helper may do at the desk, and no more: lend, take back and renew within the
/// loan rules; find a reader by the exact ticket or phone, never a list by name; see who holds a
/// copy by ticket only on title cards, copies and the overdue list — the name and phone show on
/// the card of a reader it looked up by ticket. Librarians and administrators see everything.
@Suite("A circulation helper's reach")
struct CirculationHelperTests {
    /// A title with copy `12345`, the reader Иванов (ticket `000123`), and another reader.
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        #expect(app.send("POST", "/api/v1/readers",
                         json: #"{"ticketNumber": "000124", "surname": "Иванова", "firstName": "Анна", "phone": "+7 900 111-22-33"}"#)
            .status == 201)
        return app
    }

    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    /// The loan rules give 14 days: from 2024-01-15 the latest due day is 2024-01-29.
    @Test func aHelperCannotSetADueDayBeyondTheLoanRules() throws {
        let app = try Self.library()
        let far = #"{"inventoryNumber": "12345", "ticketNumber": "000123", "dueOn": "2024-02-10"}"#
        let refused = app.send("POST", "/api/v1/loans", json: far, as: .circulation)
        #expect(refused.status == 400 && TestApplication.errorCode(refused) == "due_day_beyond_rules")
        #expect(TestApplication.text(refused).contains("29.01.2024") || TestApplication.text(refused).contains("2024-01-29"))
        #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["loan"] == nil, "nothing was lent")

        let page = app.send("POST", "/copies/12345/lend", form: [("ticketNumber", "000123"), ("dueOn", "2024-02-10")], as: .circulation)
        #expect(page.status == 422 && TestApplication.text(page).contains("id=\"dueOn-error\""))
        #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["loan"] == nil, "nothing was lent from the page")

        let latest = app.send("POST", "/api/v1/loans", json: far.replacingOccurrences(of: "2024-02-10", with: "2024-01-29"), as: .circulation)
        #expect(latest.status == 201, "the rules' own latest day is allowed")
        let renewal = app.send("POST", "/api/v1/copies/12345/renew", json: #"{"dueOn": "2024-03-01"}"#, as: .circulation)
        #expect(renewal.status == 400 && TestApplication.errorCode(renewal) == "due_day_beyond_rules")
        let loan = try #require(try Self.json(app.send("GET", "/api/v1/copies/12345"))["loan"] as? [String: Any])
        #expect(loan["dueOn"] as? String == "2024-01-29" && loan["renewals"] as? Int == 0, "the renewal changed nothing")

        // A librarian may set any day.
        #expect(app.send("POST", "/api/v1/copies/12345/renew", json: #"{"dueOn": "2024-03-01"}"#, as: .librarian).status == 200)
        #expect(app.send("POST", "/api/v1/copies/12345/return", as: .librarian).status == 200)
        #expect(app.send("POST", "/api/v1/loans", json: far, as: .librarian).status == 201)
    }

    /// The latest due day is the one the loan rule covering that reader and that title gives, as
    /// lending uses it: a teacher's 60 days let a helper set a day past the library's 14, a
    /// 7-day rule for the title's kind stops one inside them.
    @Test func aHelpersDueDayIsCheckedByTheRuleForThatReaderAndTitle() throws {
        let app = try Self.library()
        let teachers = #"{"category": "учитель", "periodDays": 60, "maximumRenewals": 1, "readingRoomOnly": false}"#
        #expect(app.send("PUT", "/api/v1/loan-rules", json: teachers).status == 200)
        #expect(app.send("POST", "/api/v1/readers",
                         json: #"{"ticketNumber": "000125", "surname": "Сидорова", "firstName": "Вера", "category": "Учитель"}"#)
            .status == 201)
        let teacher = #"{"inventoryNumber": "12345", "ticketNumber": "000125", "dueOn": "2024-03-15"}"#
        #expect(app.send("POST", "/api/v1/loans", json: teacher, as: .circulation).status == 201,
                "within the teacher's 60 days")
        // A renewal runs from the later of today and the due day: 60 days on from 15.03 is 14.05.
        let far = app.send("POST", "/api/v1/copies/12345/renew", json: #"{"dueOn": "2024-05-15"}"#, as: .circulation)
        #expect(far.status == 400 && TestApplication.errorCode(far) == "due_day_beyond_rules")
        #expect(app.send("POST", "/api/v1/copies/12345/renew", json: #"{"dueOn": "2024-05-14"}"#, as: .circulation).status == 200)
        #expect(app.send("POST", "/api/v1/copies/12345/return", as: .circulation).status == 200)

        let kind = try #require(try Self.json(app.send("GET", "/api/v1/titles/1"))["documentKind"] as? String)
        let week = #"{"kind": "\#(kind)", "periodDays": 7, "maximumRenewals": 1, "readingRoomOnly": false}"#
        #expect(app.send("PUT", "/api/v1/loan-rules", json: week).status == 200)
        let pupil = #"{"inventoryNumber": "12345", "ticketNumber": "000123", "dueOn": "2024-01-23"}"#
        let refused = app.send("POST", "/api/v1/loans", json: pupil, as: .circulation)
        #expect(refused.status == 400 && TestApplication.errorCode(refused) == "due_day_beyond_rules", "past the kind's 7 days")
        let lastDay = pupil.replacingOccurrences(of: "01-23", with: "01-22")
        #expect(app.send("POST", "/api/v1/loans", json: lastDay, as: .circulation).status == 201)
    }

    @Test func aHelperFindsAReaderByExactTicketOrPhoneOnly() throws {
        let app = try Self.library()
        func readers(_ words: String, as role: Role) throws -> [String] {
            let query = words.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let page = try #require(try Self.json(app.send("GET", "/api/v1/search?q=\(query)", as: role))["readers"] as? [String: Any])
            return (page["items"] as? [[String: Any]] ?? []).compactMap { $0["ticketNumber"] as? String }
        }
        for partial in ["Иванов", "иван", "900", "00012", "000", "+7 900"] {
            #expect(try readers(partial, as: .circulation).isEmpty, "\(partial) lists nobody to a helper")
        }
        #expect(try readers("Иванов", as: .librarian).sorted() == ["000123", "000124"])
        #expect(try readers("000123", as: .circulation) == ["000123"])
        #expect(try readers("+7 900 111-22-33", as: .circulation) == ["000124"])
        #expect(try readers("8 (900) 000-00-00", as: .circulation) == ["000123"], "the same number written otherwise")
        #expect(app.send("GET", "/api/v1/readers?q=Иванов".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!,
                         as: .circulation).status == 403)

        let byName = TestApplication.text(app.send("GET", "/copies/12345/lend?q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2", as: .circulation))
        #expect(!byName.contains("000123") && !byName.contains("000124") && !byName.contains("Иванов Иван"),
                "the lending page lists nobody by name to a helper")
        let byTicket = TestApplication.text(app.send("GET", "/copies/12345/lend?q=000123", as: .circulation))
        #expect(byTicket.contains("Иванов Иван") && !byTicket.contains("Анна"))
        let librarian = TestApplication.text(app.send("GET", "/copies/12345/lend?q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2", as: .librarian))
        #expect(librarian.contains("Иванов Иван") && librarian.contains("Иванова Анна"))
    }

    /// A reader a helper finds by ticket or phone, or brings up at the desk, is a card opened:
    /// as the desk sees it (no address, birth date or workplace), noted in the access log; a name
    /// typed at the desk lists nobody to a helper.
    @Test func aReaderAHelperFindsIsACardOpenedAsTheDeskSeesIt() throws {
        let app = try Self.library()
        #expect(app.send("PUT", "/api/v1/readers/000124", json: """
            {"ticketNumber": "000124", "surname": "Иванова", "firstName": "Анна", "phone": "+7 900 111-22-33", "birth": "2012-05-01",
             "city": "Казань", "street": "Ленина", "house": "1"}
            """).status == 200)
        let found = try #require((try Self.json(app.send("GET", "/api/v1/search?q=000124", as: .circulation))["readers"] as? [String: Any])?["items"]
            as? [[String: Any]])
        #expect(found.count == 1 && found[0]["birth"] == nil && (found[0]["city"] as? String ?? "").isEmpty, "\(found)")
        let log = try #require(try TestApplication.json(app.send("GET", "/api/v1/personal-data/log?ticket=000124")) as? [[String: Any]])
        #expect(log.contains { $0["account"] as? String == "circulation" }, "\(log)")

        let byName = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "Иванова"}"#, as: .circulation))
        #expect(byName["outcome"] as? String == "unknown" && (byName["found"] as? [Any] ?? []).isEmpty, "\(byName)")
        let byTicket = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "000124"}"#, as: .circulation))
        let reader = try #require(byTicket["reader"] as? [String: Any])
        #expect(reader["birth"] == nil && (reader["city"] as? String ?? "").isEmpty, "\(reader)")
    }

    /// A ticket typed into the desk's request as the reader at the desk is a card opened too, when
    /// the helper did not bring that reader up: counted against the limits and noted in the access
    /// log. The reader the helper brought up is not counted again scan after scan.
    @Test func aReaderNamedAtTheDeskByTheRequestIsACardOpened() throws {
        let app = try Self.library()
        func logLines(_ ticket: String) throws -> Int {
            try #require(TestApplication.json(app.send("GET", "/api/v1/personal-data/log?ticket=\(ticket)")) as? [[String: Any]])
                .filter { $0["account"] as? String == "circulation" }.count
        }
        let forged = try Self.json(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "zz?", "ticketNumber": "000124"}"#, as: .circulation))
        #expect(forged["outcome"] as? String == "unknown" && (forged["reader"] as? [String: Any])?["ticketNumber"] as? String == "000124")
        #expect(try logLines("000124") == 1, "noted as a card opened")
        #expect(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "000123"}"#, as: .circulation).status == 200)
        let before = try logLines("000123")
        for _ in 0..<3 {
            #expect(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "zz?", "ticketNumber": "000123"}"#, as: .circulation).status == 200)
        }
        #expect(try logLines("000123") == before, "the reader brought up is served without a line a scan")
        // Past the limit, a ticket typed into the request is refused like any card.
        for number in 0..<40 {
            let ticket = String(format: "%06d", 200 + number)
            let answer = app.send("POST", "/api/v1/desk/scans", json: #"{"code": "zz?", "ticketNumber": "\#(ticket)"}"#, as: .circulation)
            if answer.status == 429 {
                // Refused before the desk acts: the copy scanned for another reader is not lent.
                let lend = app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12345", "ticketNumber": "000124"}"#, as: .circulation)
                #expect(lend.status == 429)
                #expect(try Self.json(app.send("GET", "/api/v1/copies/12345"))["loan"] == nil, "nothing was lent")
                return
            }
        }
        Issue.record("forty tickets typed into the request were never refused")
    }

    /// A helper prints copies' labels, not readers' (a class's pupils by name).
    @Test func aHelperPrintsNoReadersLabels() throws {
        let app = try Self.library()
        #expect(app.send("GET", "/api/v1/labels?inventory=12345", as: .circulation).status == 200)
        #expect(app.send("GET", "/api/v1/labels?ticket=000123", as: .circulation).status == 403)
        #expect(app.send("GET", "/labels?ticket=000123&print=1", as: .circulation).status == 403)
        #expect(app.send("GET", "/api/v1/labels?ticket=000123", as: .librarian).status == 200)
    }

    /// Title ids and inventory numbers can be walked one by one, and the overdue list paged
    /// through: to a helper they name holders by ticket only.
    @Test func titleCardsCopiesAndTheOverdueListNameHoldersByTicketToAHelper() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        app.clock.advance(days: 30)
        let personal = ["Иванов", "000-00-00"]  // the phone by its tail: "900" alone is found in random anti-forgery tokens
        func withheld(_ response: HTTPResponse, _ name: String) {
            #expect(response.status == 200, "\(name)")
            let text = TestApplication.text(response)
            #expect(text.contains("000123"), "\(name) names the ticket")
            for word in personal { #expect(!text.contains(word), "\(name) shows \(word) to a helper") }
        }
        let overdue = app.send("GET", "/api/v1/loans/overdue", as: .circulation)
        withheld(overdue, "the overdue list")
        let row = try #require((try Self.json(overdue)["items"] as? [[String: Any]])?.first)
        #expect(row["dueOn"] as? String == "2024-01-29" && row["daysOverdue"] as? Int == 16 && row["readerName"] == nil)
        withheld(app.send("GET", "/api/v1/titles/1", as: .circulation), "the title card")
        withheld(app.send("GET", "/api/v1/copies/12345", as: .circulation), "the copy")
        withheld(app.send("GET", "/overdue", as: .circulation), "the overdue page")
        withheld(app.send("GET", "/books/1", as: .circulation), "the title card's page")
        withheld(app.send("GET", "/copies/12345/lend", as: .circulation), "the lending page of a copy out")

        // Looked up by ticket, the reader is named.
        #expect(try Self.json(app.send("GET", "/api/v1/readers/000123", as: .circulation))["surname"] as? String == "Иванов")
        let card = TestApplication.text(app.send("GET", "/readers/000123", as: .circulation))
        #expect(card.contains("Иванов"))
        // What a helper may not do is not offered: no button that ends in 403.
        #expect(!card.contains("/readers/000123/edit") && !card.contains("/export/download"))
        let book = TestApplication.text(app.send("GET", "/books/1", as: .circulation))
        #expect(!book.contains("/books/1/edit") && !book.contains("id=\"add-copy\"") && !book.contains("/copies/12345/edit")
                && !book.contains("/export/download"))
        #expect(!TestApplication.text(app.send("GET", "/books", as: .circulation)).contains("/books/new"))
        #expect(TestApplication.text(app.send("GET", "/books/1")).contains("/books/1/edit"), "a librarian has them")
        // The ticket's label is printed by those who may print it: not offered to a helper.
        #expect(!card.contains("/labels?ticket=") && TestApplication.text(app.send("GET", "/readers/000123")).contains("/labels?ticket=000123"))

        for role in [Role.librarian, .administrator] {
            let list = try #require((try Self.json(app.send("GET", "/api/v1/loans/overdue", as: role))["items"] as? [[String: Any]])?.first)
            #expect(list["readerName"] as? String == "Иванов И." && (list["readerPhone"] as? String)?.contains("900") == true)
            let page = TestApplication.text(app.send("GET", "/overdue", as: role))
            #expect(page.contains("Иванов И.") && page.contains("900"))
            #expect(TestApplication.text(app.send("GET", "/books/1", as: role)).contains("Иванов И."))
        }
        withheld(app.send("POST", "/api/v1/copies/12345/return", as: .circulation), "the returned loan")
    }
}
