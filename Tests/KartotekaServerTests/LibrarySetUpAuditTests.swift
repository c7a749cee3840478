import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import Testing
import KartotekaTestSupport

/// The library's set-up changed from the pages and the API runs use cases: each change's audit
/// line names the use case and what it changed, never the request's method and path.
@Suite("How the library is set up: the audit log")
struct LibrarySetUpAuditTests {
    private func lines(_ app: TestApplication) throws -> [[String]] {
        try app.store.auditEntries(page: PageRequest()).items.reversed().map { [$0.account, $0.action, $0.subject] }
    }

    @Test func pagesAndTheAPIWriteTheUseCasesLines() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал"}"#).status == 201)
        #expect(app.send("POST", "/branches/%D0%A42/delete", form: []).status == 303)
        #expect(app.send("PUT", "/api/v1/loan-rules", json: #"{"category": "учащиеся", "periodDays": 7, "maximumRenewals": 0, "readingRoomOnly": false}"#).status == 200)
        #expect(app.send("POST", "/settings/rules/remove", form: [("ruleCategory", "учащиеся"), ("ruleKind", "")]).status == 303)
        #expect(app.send("POST", "/accounts/librarian/password", form: [("password", "a long new password 42")]).status == 303)
        #expect(app.send("POST", "/settings/anonymise", form: []).status == 303)
        // Refused by the form's checks: no line.
        #expect(app.send("POST", "/accounts/librarian/password", form: [("password", "short")]).status == 422)
        #expect(try lines(app) == [
            ["administrator", "add branch", "branch Ф2"],
            ["administrator", "delete branch", "branch Ф2"],
            ["administrator", "set loan rule", "loan rule of category учащиеся, kind any"],
            ["administrator", "remove loan rule", "loan rule of category учащиеся, kind any"],
            ["administrator", "set password", "account librarian"],
            ["administrator", "anonymise loans", "0 returned loans"],
        ])
    }

    @Test func aBackupJobWritesItsLineWhenTheFileIsMade() throws {
        let app = try TestApplication()
        let folder = TemporaryDirectory.path("backups").path
        _ = try Library(store: app.store).run(ChangeSettings { $0.care.backupDirectory = folder }, by: .commandLine())
        let started = app.send("POST", "/settings/backup", form: [])
        _ = try BackgroundJobTests.finished(app, try #require(started.header("Location")))
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        #expect(try lines(app) == [["command line", "change settings", "library settings"], ["administrator", "back up", "file \(file)"]])
        // An account that may not back up is refused at the door, and nothing is written.
        #expect(app.send("POST", "/settings/backup", form: [], as: .librarian).status == 403)
        #expect(try lines(app).count == 2)
    }
}
