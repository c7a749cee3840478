import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing
import KartotekaTestSupport

/// Imports, big exports and backups run as background jobs: the post answers at once with the
/// job's page, which shows the progress and then the outcome, to the account that started it only.
@Suite("Background jobs")
struct BackgroundJobTests {
    /// Opens a job's page until it has finished (it reloads itself while the job runs).
    static func finished(_ app: TestApplication, _ location: String, as role: Role = .administrator) throws -> HTTPResponse {
        for _ in 0..<200 {
            let page = app.send("GET", location, as: role)
            if !TestApplication.text(page).contains("http-equiv=\"refresh\"") { return page }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("the job did not finish")
        return app.send("GET", location, as: role)
    }

    static let record = """
        #920: PAZK
        #700: ^AЛермонтов^BМ. Ю.
        #200: ^AГерой нашего времени
        #210: ^AМосква^CАСТ^D2018
        #910: ^A0^B5901^DАБ
        *****

        """

    /// The import page's form posted by the librarian with the record as its file, and `fields` besides.
    static func importFromThePage(_ app: TestApplication, _ fields: [(String, String)] = []) throws -> HTTPResponse {
        let session = try #require(app.sessions[.librarian])
        return app.application.respond(to: HTTPRequest(
            method: "POST", path: "/import",
            headers: ["cookie": "kartoteka_session=\(session.token)", "content-type": "multipart/form-data"],
            body: Data("x".utf8),
            form: [FormPart(name: "csrf", data: Data(session.csrf.utf8)), FormPart(name: "source", data: Data("irbis-text".utf8))]
                + fields.map { FormPart(name: $0.0, data: Data($0.1.utf8)) }
                + [FormPart(name: "file", filename: "one.txt", contentType: "text/plain", data: Data(Self.record.utf8))]))
    }

    @Test func anImportRunsAsAJobAndShowsItsReport() throws {
        let app = try TestApplication()
        let started = try Self.importFromThePage(app)
        #expect(started.status == 303)
        let location = try #require(started.header("Location"))
        #expect(location.hasPrefix("/jobs/"))
        let page = try Self.finished(app, location, as: .librarian)
        #expect(page.status == 200 && TestApplication.text(page).contains("import-summary"))
        #expect(try app.store.listTitles(CatalogQuery()).items.count == 1)
        // The job's use case wrote the audit line; the post that started it wrote none of its own.
        #expect(try app.store.auditEntries(page: PageRequest()).items.map { "\($0.account): \($0.action)" } == ["librarian: import"])
        // Nobody else sees it, not even an administrator.
        #expect(app.send("GET", location, as: .administrator).status == 404)
        #expect(app.send("GET", location, as: nil).status == 303)
    }

    /// The import page offers the open batches, as `receipt=` in the API: the new copies join the one chosen.
    @Test func anImportFromThePageJoinsTheBatchChosen() throws {
        let app = try TestApplication()
        let batch = app.send("POST", "/api/v1/receipts", json: #"{"receivedOn": "2024-01-10", "source": "purchase"}"#)
        #expect(batch.status == 201, "\(TestApplication.text(batch))")
        #expect(TestApplication.text(app.send("GET", "/export", as: .librarian)).contains("name=\"receipt\""))
        let started = try Self.importFromThePage(app, [("receipt", "2024/1")])
        _ = try Self.finished(app, try #require(started.header("Location")), as: .librarian)
        #expect(try app.store.copy(InventoryNumber(unchecked: "5901")).record.copy.receipt == YearlyNumber(year: 2024, number: 1))
    }

    @Test func aWholeCatalogueDownloadIsPreparedByAJob() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        // One title downloads at once…
        let one = app.send("GET", "/export/download?id=1")
        #expect(one.status == 200 && one.header("X-Kartoteka-Records") == "1")
        // …the whole catalogue through the job's page.
        let started = app.send("GET", "/export/download?what=titles&format=iso")
        #expect(started.status == 303)
        let location = try #require(started.header("Location"))
        let page = try Self.finished(app, location)
        #expect(TestApplication.text(page).contains("id=\"job-download\""))
        let file = app.send("GET", location + "/file")
        #expect(file.status == 200 && file.header("Content-Type") == "application/marc" && file.header("X-Kartoteka-Records") == "1")
        #expect(app.send("GET", location + "/file", as: .librarian).status == 404)
    }

    /// A record the file cannot hold (a character Windows-1251 lacks) is never dropped in
    /// silence: the download goes through the job's page, which names it, and the API says how many.
    @Test func aRecordLeftOutOfAnExportIsSaid() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: #"{"title": "Книга 📚 с эмодзи"}"#).status == 201)
        let api = app.send("GET", "/api/v1/export?id=1&encoding=cp1251")
        #expect(api.status == 200 && api.header("X-Kartoteka-Records") == "0" && api.header("X-Kartoteka-Records-Left-Out") == "1")
        let started = app.send("GET", "/export/download?id=1&encoding=cp1251")
        #expect(started.status == 303, "\(TestApplication.text(started))")
        let page = TestApplication.text(try Self.finished(app, try #require(started.header("Location"))))
        #expect(page.contains("id=\"export-left-out\"") && page.contains("📚"), "\(page)")
    }

    @Test func aBackupRunsAsAJobAndComesBackToTheSettings() throws {
        let app = try TestApplication()
        let folder = TemporaryDirectory.path("backups")
        var settings = try app.store.settings()
        settings.care.backupDirectory = folder.path
        try app.store.saveSettings(settings)
        let started = app.send("POST", "/settings/backup", form: [])
        #expect(started.status == 303)
        let done = try Self.finished(app, try #require(started.header("Location")))
        #expect(done.status == 303 && done.header("Location") == "/settings?notice=backup-made")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    @Test func aFailedBackupSaysWhatToCheckAndKeepsTheDetailsInTheLog() throws {
        let app = try TestApplication()
        let blocker = TemporaryDirectory.path("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        var settings = try app.store.settings()
        settings.care.backupDirectory = blocker.appendingPathComponent("inside").path
        try app.store.saveSettings(settings)
        let started = app.send("POST", "/settings/backup", form: [])
        let page = try Self.finished(app, try #require(started.header("Location")))
        let text = TestApplication.text(page)
        #expect(text.contains("Резервная копия не сделана") && !text.contains(blocker.lastPathComponent))
        #expect(app.log.lines.contains { $0.hasPrefix("job ") && $0.contains("failed") })
    }
}
