import Foundation
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaServer
import KartotekaStore
import KartotekaTestSupport
import Testing

/// Copy cataloguing through the server: the targets on the API and the pages (their passwords
/// never shown), searches of a real Zebra on loopback, the candidates on the page, and the scan
/// flow with the catalogues as a step of the ISBN look-up.
@Suite("Copy cataloguing on the API and the pages")
struct CopyCataloguingServerTests {
    /// The Zebra and yaz-ztest of these tests listen on loopback: asked only because allowed.
    static let client = CopyCataloguingClient(allowsLocalTargets: true)

    /// An application whose library has the Zebra's two databases as enabled targets.
    private func library() throws -> TestApplication {
        let app = try TestApplication(copyCataloguing: Self.client)
        var rusmarc = try TestZebra.rusmarc()
        rusmarc.order = 1
        var marc21 = try TestZebra.marc21()
        marc21.order = 2
        _ = try app.store.addCopyCataloguingTarget(rusmarc)
        _ = try app.store.addCopyCataloguingTarget(marc21)
        return app
    }

    @Test func targetsOnTheAPIKeepTheirPasswordsToThemselves() throws {
        let app = try TestApplication(copyCataloguing: Self.client)
        let body = #"{"name": "ГПНТБ России", "host": "193.233.14.5", "port": 9999, "database": "katb", "format": "rusmarc", "characterSet": "windows-1251", "user": "reader", "password": "s3cret", "enabled": false}"#
        #expect(app.send("POST", "/api/v1/copycat/targets", json: body, as: .librarian).status == 403)
        let created = app.send("POST", "/api/v1/copycat/targets", json: body)
        #expect(created.status == 201 && created.header("Location") == "/api/v1/copycat/targets/1")
        let text = TestApplication.text(created)
        #expect(!text.contains("s3cret") && text.contains(#""hasPassword":true"#) && text.contains(#""address":"193.233.14.5:9999/katb""#))
        #expect(app.send("POST", "/api/v1/copycat/targets", json: body).status == 409)
        let listed = TestApplication.text(app.send("GET", "/api/v1/copycat/targets", as: .librarian))
        #expect(listed.contains("ГПНТБ России") && !listed.contains("s3cret"))
        let kept = #"{"name": "ГПНТБ", "host": "193.233.14.5", "port": 9999, "database": "katb", "format": "rusmarc"}"#
        #expect(app.send("PUT", "/api/v1/copycat/targets/1", json: kept).status == 200)
        #expect(try app.store.copyCataloguingTarget(named: "ГПНТБ").target.password == "s3cret")
        let removed = #"{"name": "ГПНТБ", "host": "193.233.14.5", "database": "katb", "format": "rusmarc", "password": ""}"#
        #expect(TestApplication.text(app.send("PUT", "/api/v1/copycat/targets/1", json: removed)).contains(#""hasPassword":false"#))
        let wrong = app.send("POST", "/api/v1/copycat/targets", json: #"{"name": "", "host": "http://x", "port": 0, "database": "d", "format": "mods"}"#)
        #expect(wrong.status == 422 && TestApplication.text(wrong).contains(#""field":"format""#))
        #expect(TestApplication.text(app.send("GET", "/api/v1/copycat/presets", headers: ["Accept-Language": "en"])).contains("Library of Congress"))
        #expect(app.send("DELETE", "/api/v1/copycat/targets/1").status == 204)
        #expect(app.send("GET", "/api/v1/copycat/targets/1").status == 404)
    }

    @Test func aSearchGroupsEditionsMarksTheCataloguedOneAndSaysWhatEachTargetDid() throws {
        let app = try library()
        _ = try app.store.addCopyCataloguingTarget(TestZebra.slow(seconds: 5, timeoutSeconds: 1))
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let named = "target=Zebra%20RUSMARC&target=Zebra%20MARC%2021&target=Slow"
        let answer = app.send("GET", "/api/v1/copycat/search?title=нашего%20времени&\(named)", headers: ["Accept-Language": "en"])
        #expect(answer.status == 200)
        let result = try #require(TestApplication.json(answer) as? [String: Any])
        let editions = try #require(result["editions"] as? [[String: Any]])
        #expect(editions.count == 1 && editions[0]["cataloguedTitleId"] as? Int == 1 && editions[0]["isbn"] as? String == "978-5-17-079585-7")
        let candidates = try #require(editions[0]["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["target"] as? String } == ["Zebra RUSMARC", "Zebra MARC 21"])
        #expect((candidates[1]["draft"] as? [String: Any])?["authorSign"] as? String == "Л49")
        let outcomes = try #require(result["targets"] as? [[String: Any]])
        let failure = outcomes[2]["failure"] as? [String: Any]
        #expect(failure?["code"] as? String == "copycat_timeout" && (failure?["message"] as? String)?.hasPrefix("The catalogue “Slow” did not answer") == true)
        #expect(app.send("GET", "/api/v1/copycat/search?title=x&author=y").status == 422)
        #expect(app.send("GET", "/api/v1/copycat/search?isbn=12").status == 422)
        #expect(TestApplication.errorCode(app.send("GET", "/api/v1/copycat/search?title=x&target=Nowhere")) == "copycat_target_not_found")
        let record = app.send("GET", "/api/v1/copycat/record?target=Zebra%20MARC%2021&id=us-1001")
        #expect(record.status == 200 && TestApplication.text(record).contains("The adventures of Tom Sawyer"))
        #expect(app.send("GET", "/api/v1/copycat/record?target=Zebra%20MARC%2021&id=none").status == 404)
    }

    @Test func thePageShowsTheRecordsSideBySideAndOpensTheNewBookForm() throws {
        let app = try library()
        let page = TestApplication.text(app.send("GET", "/copycat?kind=author&q=Лермонтов", as: .librarian))
        #expect(page.contains("Zebra RUSMARC") && page.contains("Zebra MARC 21") && page.contains("821.161.1-31"))
        // "Use this record" posts the record's fields (an annotation may be too long for an address).
        let choice = try #require(page.components(separatedBy: "class=\"use-record\">").dropFirst().first?
            .components(separatedBy: "</form>").first)
        let fields = choice.components(separatedBy: "<input type=\"hidden\" name=\"").dropFirst().map { input in
            let name = String(input.prefix { $0 != "\"" })
            let value = input.components(separatedBy: "value=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) } ?? ""
            return (name, value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&"))
        }
        #expect(page.contains("action=\"/books/new/filled\"") && fields.contains { $0 == ("isbn", "978-5-17-079585-7") }
            && fields.contains { $0 == ("source", "Zebra RUSMARC") })
        let form = TestApplication.text(app.send("POST", "/books/new/filled", form: fields, as: .librarian))
        #expect(form.contains("value=\"Лермонтов\"") && form.contains("value=\"84(2Рос=Рус)1\"") && form.contains("value=\"Л49\""))
        #expect(form.contains("Zebra RUSMARC") && form.contains("id=\"book-form\""))
        // A long annotation comes through whole.
        let annotation = String(repeating: "Печорин — герой своего времени. ", count: 240)
        let long = TestApplication.text(app.send("POST", "/books/new/filled", form: [("title", "Герой"), ("annotation", annotation)], as: .librarian))
        #expect(long.contains(annotation.trimmingCharacters(in: .whitespaces)))
        #expect(app.send("POST", "/books/new/filled", form: [("title", "Герой")], as: .circulation).status == 403)
        let bad = app.send("GET", "/copycat?kind=isbn&q=123", as: .librarian)
        #expect(bad.status == 422 && TestApplication.text(bad).contains("aria-invalid"))
        #expect(app.send("GET", "/copycat", as: .circulation).status == 403)
    }

    @Test func targetsAreManagedOnTheirPage() throws {
        let app = try TestApplication(copyCataloguing: Self.client)
        #expect(app.send("GET", "/copycat/targets", as: .librarian).status == 403)
        let fields = [("name", "Local"), ("host", "127.0.0.1"), ("port", "210"), ("database", "books"), ("service", "z3950"),
                      ("format", "unimarc"), ("characterSet", "utf-8"), ("user", "u"), ("password", "pw"), ("timeoutSeconds", "5"),
                      ("order", "1"), ("enabled", "1")]
        #expect(app.send("POST", "/copycat/targets/new", form: fields).header("Location") == "/copycat/targets?notice=copycat-target-saved")
        let shown = TestApplication.text(app.send("GET", "/copycat/targets"))
        #expect(shown.contains("127.0.0.1:210/books") && !shown.contains("\"pw\"") && shown.contains("removePassword"))
        let unchanged = fields.filter { $0.0 != "password" } + [("password", "")]
        _ = app.send("POST", "/copycat/targets/1/edit", form: unchanged)
        #expect(try app.store.copyCataloguingTarget(named: "Local").target.password == "pw")
        let problems = app.send("POST", "/copycat/targets/new", form: fields.map { $0.0 == "port" ? ("port", "x") : $0 })
        #expect(problems.status == 422 && TestApplication.text(problems).contains("aria-invalid"))
        _ = app.send("POST", "/copycat/targets/preset", form: [("preset", "gpntb")])
        let preset = try app.store.copyCataloguingTarget(named: "ГПНТБ России").target
        #expect(!preset.enabled && preset.characterSet == .windows1251)
        #expect(app.send("POST", "/copycat/targets/1/delete", form: []).status == 303)
        #expect(try app.store.copyCataloguingTargets().map(\.name) == ["ГПНТБ России"])
    }

    @Test func theScanFlowAsksTheCataloguesWhereTheLibraryPutsThem() throws {
        let app = try library()
        var settings = try app.store.settings()
        settings.copyCataloguing.lookupPlace = .first
        try app.store.saveSettings(settings)
        let scan = app.send("POST", "/api/v1/scan", json: #"{"text": "978-5-17-079585-7"}"#)
        let resolution = try #require((TestApplication.json(scan) as? [String: Any])?["resolution"] as? [String: Any])
        #expect(resolution["source"] as? String == "Zebra RUSMARC")
        let draft = try #require(resolution["draft"] as? [String: Any])
        #expect(draft["bbk"] as? String == "84(2Рос=Рус)1" && draft["authorSign"] as? String == "Л49" && draft["udc"] as? String == "821.161.1-31")
        let lookup = TestApplication.json(app.send("GET", "/api/v1/lookup?isbn=0451526538")) as? [String: Any]
        #expect((lookup?["candidates"] as? [[String: Any]])?.first?["source"] as? String == "Zebra MARC 21")
        settings.copyCataloguing.lookupPlace = .never
        try app.store.saveSettings(settings)
        #expect(TestApplication.errorCode(app.send("GET", "/api/v1/lookup?isbn=0451526538")) == "metadata_no_providers")
    }
}
