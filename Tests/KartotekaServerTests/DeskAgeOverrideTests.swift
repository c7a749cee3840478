import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The desk-scan page offers the librarian's age override (436-ФЗ) for a title marked above the
/// reader's age — never for 18+, and not to a desk helper — and the lend it makes comes back to
/// the desk; the copies of 18+ titles outside the places closed to children are listed.
@Suite("Age marks at the desk and in the open")
struct DeskAgeOverrideTests {
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        for (title, mark, inventory, place) in [("Тёмные воды", "16+", "501", "АБ"), ("Взрослая книга", "18+", "502", "АБ"),
                                                ("Взрослая книга в хранении", "18+", "503", "ХР")] {
            let created = app.send("POST", "/api/v1/titles", json: """
                {"title": "\(title)", "year": 2020, "ageMark": "\(mark)", "copies": [{"inventoryNumber": "\(inventory)", "storagePlace": "\(place)"}]}
                """)
            #expect(created.status == 201, "\(TestApplication.text(created))")
        }
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000300", "surname": "Сидоров", "firstName": "Петя", "birth": "2014-03-01"}"#).status == 201)
        return app
    }

    @Test func theDeskOffersTheOverrideExceptFor18Plus() throws {
        let app = try Self.library()
        let refused = app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "501")], as: .librarian)
        #expect(refused.status == 409)
        let page = TestApplication.text(refused)
        #expect(page.contains("id=\"desk-age-override\"") && page.contains("name=\"overrideAgeMark\""), "\(page)")
        let helper = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "501")], as: .circulation))
        #expect(!helper.contains("desk-age-override"))
        let adult = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "502")], as: .librarian))
        #expect(adult.contains("desk-message") && !adult.contains("desk-age-override"))
        // Sent by a helper anyway, the override is not theirs to give.
        let notTheirs = app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "501"), ("overrideAgeMark", "1")], as: .circulation)
        #expect(notTheirs.status == 409 && !TestApplication.text(notTheirs).contains("data-outcome=\"lent\""))
        // Nor for 18+, whoever sends it.
        let never = app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "502"), ("overrideAgeMark", "1")], as: .librarian)
        #expect(never.status == 409 && !TestApplication.text(never).contains("data-outcome=\"lent\""))
    }

    /// The override is the desk's scan sent again with it: it keeps the reading-room switch, is
    /// answered as the desk answers (the reader stays at the desk), and a second copy of a title
    /// the desk then asks about is confirmed with the override kept.
    @Test func theOverrideIsAScanAtTheDeskKeepingItsSwitches() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/titles/\(try Self.titleID(app, copy: "501"))/copies", json: #"{"inventoryNumber": "504", "storagePlace": "АБ"}"#)
                    .status == 201)
        let refused = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "501"), ("inLibrary", "1")],
                                                    as: .librarian))
        let form = try #require(Self.form("desk-age-override", in: refused))
        #expect(form.contains("action=\"/desk\"") && form.contains("name=\"inLibrary\"") && form.contains("name=\"code\" value=\"501\""), "\(form)")
        let lent = app.send("POST", "/desk", form: Self.fields(of: form), as: .librarian)
        let answer = TestApplication.text(lent)
        #expect(lent.status == 200 && answer.contains("data-outcome=\"lent\"") && answer.contains("data-ticket=\"000300\""), "\(answer)")
        #expect(answer.contains("name=\"inLibrary\" value=\"1\" form=\"desk-scan\" checked"), "the reading-room switch stays on")
        let audit = try app.store.auditEntries(page: PageRequest(limit: 5)).items.map(\.subject)
        #expect(audit.contains("lent copy 501 to reader 000300, age mark overridden, read in the library"), "\(audit)")
        // A second copy of the title: refused for its age mark, overridden, then asked about, confirmed with the override kept.
        let again = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "504"), ("inLibrary", "1")], as: .librarian))
        let override = try #require(Self.form("desk-age-override", in: again))
        let asked = TestApplication.text(app.send("POST", "/desk", form: Self.fields(of: override), as: .librarian))
        let confirm = try #require(Self.form("desk-second-copy", in: asked), "\(asked)")
        #expect(confirm.contains("name=\"overrideAgeMark\"") && confirm.contains("name=\"inLibrary\"") && confirm.contains("name=\"secondCopy\""))
        #expect(TestApplication.text(app.send("POST", "/desk", form: Self.fields(of: confirm), as: .librarian)).contains("data-outcome=\"lent\""))
        let loans = try app.store.reader(TicketNumber(validating: "000300")).openLoans
        #expect(loans.map(\.loan.inventoryNumber.rawValue).sorted() == ["501", "504"] && loans.allSatisfy(\.loan.inLibrary))
    }

    /// The title a copy belongs to.
    static func titleID(_ app: TestApplication, copy: String) throws -> Int {
        let copyJSON = try #require(TestApplication.json(app.send("GET", "/api/v1/copies/\(copy)")) as? [String: Any])
        return try #require(copyJSON["titleId"] as? Int)
    }

    /// The form of `id` in a page, from its opening tag to its end.
    static func form(_ id: String, in page: String) -> String? {
        guard let idRange = page.range(of: "id=\"\(id)\""), let start = page[..<idRange.lowerBound].range(of: "<form", options: .backwards),
              let end = page[idRange.upperBound...].range(of: "</form>") else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The hidden fields of a form, as a browser sends them (the anti-forgery token left to the test's session).
    static func fields(of form: String) -> [(String, String)] {
        let pattern = #/<input type="hidden" name="([^"]+)" value="([^"]*)">/#
        return form.matches(of: pattern).map { (String($0.1), String($0.2)) }.filter { $0.0 != "csrf" }
    }

    @Test func the18PlusCopiesOutsideTheClosedPlacesAreListed() throws {
        let app = try Self.library()
        var settings = try app.store.settings()
        settings.closedToChildren = ["хр"]
        try app.store.saveSettings(settings)
        let listed = TestApplication.json(app.send("GET", "/api/v1/age-marks/outside-closed", as: .circulation)) as? [[String: Any]]
        #expect(listed?.map { $0["inventoryNumber"] as? String } == ["502"])
        let page = TestApplication.text(app.send("GET", "/age-marks/outside-closed"))
        #expect(page.contains("Взрослая книга") && page.contains("502") && !page.contains(">503<") && page.contains("хр"))
        #expect(TestApplication.text(app.send("GET", "/age-marks/outside-closed/csv")).contains("502"))
    }

    @Test func titlesWithoutAnAgeMarkIncludeThoseOfNoKnownYear() throws {
        let app = try TestApplication()
        for (title, year) in [("Новая", "\"year\": 2015, "), ("Без года", ""), ("Старая", "\"year\": 2005, ")] {
            let book = #"{"authorSurname": "Иванов", "authorInitials": "И. И.", "title": "\#(title)", \#(year)"copies": []}"#
            #expect(app.send("POST", "/api/v1/titles", json: book).status == 201)
        }
        let listed = TestApplication.json(app.send("GET", "/api/v1/age-marks/missing")) as? [[String: Any]]
        #expect(Set(listed?.compactMap { $0["title"] as? String } ?? []) == ["Новая", "Без года"], "\(String(describing: listed))")
    }
}
