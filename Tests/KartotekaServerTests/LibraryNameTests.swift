import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The library's name, set once (the settings page, the API, `kartoteka settings set`), heads
/// every form, letter and label; a pupil's overdue letter goes to the parents and names the
/// class; the home page starts with today; «Адреса — по странам» only where the library uses it.
@Suite("The library's name on forms, letters and labels; the home page")
struct LibraryNameTests {
    static let name = "Библиотека МБОУ СОШ № 5"

    /// A library with a receipt, a write-off act, a stock check, and a pupil of 5А holding a book
    /// overdue for a month.
    static func library() throws -> TestApplication {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/receipts", json: #"{"receivedOn": "2024-01-10", "source": "purchase", "supplier": "Библио-Глобус"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov.replacingOccurrences(
            of: #"{"inventoryNumber": "12345"}"#, with: #"{"inventoryNumber": "12345", "receipt": "1"}, {"inventoryNumber": "12346", "receipt": "1"}"#)).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000124", "surname": "Петрова", "firstName": "Анна", "schoolClass": "5А"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000124"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/writeoffs", json: """
            {"date": "2024-01-15", "reason": "worn", "commission": [{"name": "Иванова И. И.", "role": "председатель"}],
             "copies": [{"inventoryNumber": "12346"}]}
            """).status == 201)
        #expect(app.send("POST", "/api/v1/stocktakes", json: "{}").status == 201)
        app.clock.set(app.clock.now() + 86_400 * 60)
        return app
    }

    @Test func theNameSetInTheAPIHeadsEveryFormLetterAndLabel() throws {
        let app = try Self.library()
        let before = TestApplication.text(app.send("GET", "/notices/letters"))
        #expect(!before.contains("KARTOTEKA"), "the IRBIS operator is no library's name")
        let set = app.send("PUT", "/api/v1/settings/library", json: #"{"name": "  Библиотека   МБОУ СОШ № 5 "}"#)
        #expect(set.status == 200, "\(TestApplication.text(set))")
        #expect((TestApplication.json(set) as? [String: Any])?["printedName"] as? String == Self.name)
        let long = app.send("PUT", "/api/v1/settings/library", json: "{\"name\": \"\(String(repeating: "б", count: 201))\"}")
        #expect(long.status == 422)

        let forms = ["/ksu/print?year=2024", "/inventory-book/print", "/writeoffs/2024-1/print", "/stocktakes/1/act", "/receipts/2024-1/print",
                     "/overdue/print", "/class-sets/owing", "/losses/replacements/print"]
        for path in forms {
            let page = app.send("GET", path)
            #expect(page.status == 200 && TestApplication.text(page).contains("<p class=\"library-name\">\(Self.name)</p>"), "\(path)")
        }
        let letters = TestApplication.text(app.send("GET", "/notices/letters"))
        #expect(letters.contains("<p class=\"library-name\">\(Self.name)</p>"), "\(letters)")
        #expect(letters.contains("Родителям (законным представителям) ученика 5А класса") && letters.contains("Петрова Анна"), "\(letters)")
        #expect(TestApplication.text(app.send("GET", "/notices/print")).contains(Self.name))
        let overdue = TestApplication.text(app.send("GET", "/overdue/print"))
        #expect(overdue.contains("12345") && overdue.contains("Петрова"), "\(overdue)")

        let labels = TestApplication.text(app.send("GET", "/labels?inventory=12345&ticket=000124&print=1"))
        #expect(labels.contains(">Библиотека МБОУ СОШ № 5<") || labels.contains("Библиотека МБОУ"), "the name on the labels")
        #expect(!labels.contains("Print on A4") && labels.contains("Печатайте на листах A4"), "no English on a Russian sheet")
        let english = TestApplication.text(app.send("GET", "/labels?inventory=12345&print=1", headers: ["Cookie": "lang=en"]))
        #expect(english.contains("Print on A4") && !english.contains("Печатайте"))
    }

    @Test func theSettingsPageSetsTheNameAndTheMailServerHasItsOwnSection() throws {
        let app = try TestApplication()
        let page = TestApplication.text(app.send("GET", "/settings"))
        let library = try #require(page.range(of: "id=\"library\""))
        let mail = try #require(page.range(of: "id=\"mail\""))
        let smtp = try #require(page.range(of: "name=\"smtpURL\""))
        let irbis = try #require(page.range(of: "name=\"encoding\""))
        #expect(library.lowerBound < irbis.lowerBound && irbis.lowerBound < mail.lowerBound && mail.lowerBound < smtp.lowerBound,
                "the mail server sits in a section of its own, not under «Обмен с ИРБИС»")
        let values = try SettingsFormValues.of(page)
        var form = values.filter { $0.0 != "libraryName" }
        form.append(("libraryName", Self.name))
        #expect(app.send("POST", "/settings", form: form).status == 303)
        #expect(try app.store.settings().libraryName == Self.name)
        let home = TestApplication.text(app.send("GET", "/"))
        #expect(home.contains("<h1 id=\"library-name\">\(Self.name)</h1>") && home.contains("id=\"today\""))
        var tooLong = form.filter { $0.0 != "libraryName" }
        tooLong.append(("libraryName", String(repeating: "б", count: 201)))
        #expect(app.send("POST", "/settings", form: tooLong).status == 422)
    }

    @Test func theHomePageStartsWithToday() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000124"}"#).status != 201)
        let home = TestApplication.text(app.send("GET", "/"))
        let today = try #require(home.components(separatedBy: "id=\"today\"").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(today.contains("Просрочено: 1") && today.contains("Срок возврата сегодня: 0") && today.contains("Брони ждут на полке: 0"))
        #expect(today.contains("Извещения не отправлены: 0") && today.contains("Идёт проверка фонда № 1"), "\(today)")
        #expect(today.contains("href=\"/overdue\"") && today.contains("href=\"/stocktakes/1\""))
    }

    @Test func theLocationsServiceIsShownOnlyToALibraryThatUsesIt() throws {
        let app = try TestApplication()
        for page in ["/", "/books"] {
            #expect(!TestApplication.text(app.send("GET", page)).contains("href=\"/locations/search\""), "\(page)")
        }
        #expect(app.send("PUT", "/api/v1/settings/library", json: #"{"locationsShown": true}"#).status == 200)
        #expect(TestApplication.text(app.send("GET", "/")).contains("href=\"/locations/search\""))
        #expect(app.send("PUT", "/api/v1/settings/library", json: #"{"locationsShown": false}"#).status == 200)
        #expect(app.send("POST", "/api/v1/locations", json: #"{"streetAddress": "ул. Ленина, 1", "city": "Тула", "country": "Россия"}"#).status == 201)
        #expect(TestApplication.text(app.send("GET", "/books")).contains("href=\"/locations/search\""), "a library with its own locations")
    }

    @Test func aPageNobodyDeclaresShowsWhoIsSignedIn() throws {
        let app = try TestApplication()
        let missing = app.send("GET", "/no-such-page")
        #expect(missing.status == 404)
        #expect(TestApplication.text(missing).contains("action=\"/logout\""), "signed in, the 404 page says so")
    }
}

/// The values a settings page's form would send as it stands: its text fields and chosen options.
enum SettingsFormValues {
    static func of(_ page: String) throws -> [(String, String)] {
        var values: [(String, String)] = []
        let inputs = try Regex(#"<input type="(?:text|number|email)" name="([A-Za-z]+)" id="[^"]*" value="([^"]*)""#)
        for match in page.matches(of: inputs) {
            values.append((String(match.output[1].substring ?? ""), String(match.output[2].substring ?? "")))
        }
        let selects = try Regex(#"<select name="([A-Za-z]+)"[^>]*>(.*?)</select>"#)
        let chosen = try Regex(#"<option value="([^"]*)" selected>"#)
        for match in page.matches(of: selects) {
            let options = String(match.output[2].substring ?? "")
            let value = options.firstMatch(of: chosen).map { String($0.output[1].substring ?? "") } ?? ""
            values.append((String(match.output[1].substring ?? ""), value))
        }
        return values
    }
}
