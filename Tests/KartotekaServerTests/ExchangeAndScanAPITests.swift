import Foundation
import KartotekaCore
import Testing

/// The exchange and cataloguing API refuses what it cannot read instead of guessing: every
/// export parameter given is checked (also one that does not apply), yes-or-no parameters take
/// only yes or no, and a JSON scan body is decoded as strictly as every other API input.
@Suite("Exchange and scan API, in-process")
struct ExchangeAndScanAPITests {
    static let lermontovRecord = """
        #920: PAZK
        #10: ^A978-5-17-079585-7^D254.00
        #700: ^AЛермонтов^BМ. Ю.
        #200: ^AГерой нашего времени
        #910: ^A0^B12345^DАБ
        *****

        """

    @Test("export parameters are checked", arguments: [
        ("/api/v1/export?availability=lost", 400, "invalid_parameter"),
        ("/api/v1/export?q=%D0%B3%D0%B5%D1%80&availability=lost", 400, "invalid_parameter"),
        ("/api/v1/export?what=readers&availability=lost", 400, "invalid_parameter"),
        ("/api/v1/export?what=readers&id=abc", 400, "invalid_parameter"),
        ("/api/v1/export?since=2024-01-01&inventory=a%20b", 422, "invalid_input"),
        ("/api/v1/export?id=1&ticket=a%20b", 422, "invalid_input"),
        ("/api/v1/export?what=books", 400, "invalid_parameter"),
        ("/api/v1/export?availability=on-loan", 200, nil),
        ("/api/v1/export?availability=&id=", 200, nil),
        ("/api/v1/export?what=readers&id=1", 200, nil),
    ] as [(String, Int, String?)])
    func exportParameters(path: String, status: Int, code: String?) throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let answer = app.send("GET", path)
        #expect(answer.status == status)
        #expect(TestApplication.errorCode(answer) == code)
    }

    @Test func aMisspeltDryRunStoresNothing() throws {
        let app = try TestApplication()
        let text = ["content-type": "text/plain"]
        let misspelt = app.send("POST", "/api/v1/import?dryRun=ture", json: Self.lermontovRecord, headers: text)
        #expect(misspelt.status == 400 && TestApplication.errorCode(misspelt) == "invalid_parameter")
        let dry = app.send("POST", "/api/v1/import?dryRun=yes", json: Self.lermontovRecord, headers: text)
        #expect((TestApplication.json(dry) as? [String: Any])?["dryRun"] as? Bool == true)
        #expect(try app.store.listTitles(CatalogQuery()).items.isEmpty)
        let stored = app.send("POST", "/api/v1/import?dryRun=0", json: Self.lermontovRecord, headers: text)
        #expect((TestApplication.json(stored) as? [String: Any])?["dryRun"] as? Bool == false)
        #expect(try app.store.listTitles(CatalogQuery()).items.count == 1)
    }

    @Test func labelOutlinesTakeYesOrNo() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("GET", "/api/v1/labels?inventory=12345&outlines=1").status == 200)
        #expect(app.send("GET", "/api/v1/labels?inventory=12345&outlines=").status == 200)
        #expect(TestApplication.errorCode(app.send("GET", "/api/v1/labels?inventory=12345&outlines=on")) == "invalid_parameter")
    }

    @Test("a JSON scan body is decoded strictly", arguments: [
        (#"{"text": "12345"}"#, 200, nil),
        (#"{"text": 12345}"#, 400, "wrong_type"),
        (#"{"text": null}"#, 400, "wrong_type"),
        (#"{"code": "12345"}"#, 400, "unknown_field"),
        ("{}", 400, "missing_field"),
        ("[1]", 400, "malformed_json"),
        (#"{"text": " "}"#, 400, "no_code_found"),
    ] as [(String, Int, String?)])
    func scanJSON(body: String, status: Int, code: String?) throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let answer = app.send("POST", "/api/v1/scan", json: body)
        #expect(answer.status == status)
        #expect(TestApplication.errorCode(answer) == code)
        if status == 200 {
            let resolution = (TestApplication.json(answer) as? [String: Any])?["resolution"] as? [String: Any]
            #expect(resolution?["kind"] as? String == "copy" && resolution?["inventoryNumber"] as? String == "12345")
        }
    }
}
