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
        #expect(page.contains("id=\"desk-age-override\"") && page.contains("/copies/501/lend"), "\(page)")
        let helper = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "501")], as: .circulation))
        #expect(!helper.contains("desk-age-override"))
        let adult = TestApplication.text(app.send("POST", "/desk", form: [("ticket", "000300"), ("code", "502")], as: .librarian))
        #expect(adult.contains("desk-message") && !adult.contains("desk-age-override"))
        let lent = app.send("POST", "/copies/501/lend", form: [("ticketNumber", "000300"), ("overrideAgeMark", "yes"),
                                                               ("back", "/desk?ticket=000300")], as: .librarian)
        #expect(lent.status == 303 && lent.header("Location")?.hasPrefix("/desk?ticket=000300") == true, "\(lent.header("Location") ?? "")")
        let audit = try app.store.auditEntries(page: PageRequest(limit: 5)).items.map(\.subject)
        #expect(audit.contains("copy 501 to reader 000300, age mark overridden"))
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
}
