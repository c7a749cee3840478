import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// `POST /api/v1/readers/{ticket}/access`: what the reader card's self-service section does, for
/// scripts and the command line — a password set and removed, codes on and off, a lock lifted.
@Suite("A reader's access through the API")
struct ReaderAccessAPITests {
    @Test func theAPISetsAPasswordTheReaderSignsInWithAndLiftsALock() throws {
        let app = try ReaderDeskTests.library()
        let short = app.send("POST", "/api/v1/readers/000124/access", json: #"{"password": "short"}"#)
        #expect(short.status == 400 && TestApplication.errorCode(short) == "reader_password_too_short", "\(TestApplication.text(short))")
        let set = app.send("POST", "/api/v1/readers/000124/access", json: #"{"password": "petrova-1"}"#)
        #expect(set.status == 200)
        let access = try #require(TestApplication.json(set) as? [String: Any])
        #expect(access["hasPassword"] as? Bool == true && access["codesEnabled"] as? Bool == false && access["lockedUntil"] == nil)
        #expect(!TestApplication.text(set).contains("petrova-1"), "the password is never answered")

        let browser = MyPagesTests.Browser(app)
        #expect(browser.signIn("000124", "petrova-1").header("Location") == "/my")

        let noMail = app.send("POST", "/api/v1/readers/000124/access", json: #"{"codesEnabled": true}"#)
        #expect(noMail.status == 400 && TestApplication.text(noMail).contains("e-mail"), "codes need an e-mail address: \(TestApplication.text(noMail))")
        let unknown = app.send("POST", "/api/v1/readers/000124/access", json: #"{"pasword": "typo-in-name"}"#)
        #expect(unknown.status == 400, "an unknown field is refused, not ignored")
        #expect(app.send("POST", "/api/v1/readers/999999/access", json: "{}").status == 404)

        let removed = app.send("POST", "/api/v1/readers/000124/access", json: #"{"removePassword": true, "unlock": true}"#)
        #expect((TestApplication.json(removed) as? [String: Any])?["hasPassword"] as? Bool == false)
        #expect(MyPagesTests.Browser(app).signIn("000124", "petrova-1").status == 401)
        #expect(browser.send("GET", "/my").status == 303, "removing the password signs the reader out")
        let audit = try app.store.auditEntries(page: PageRequest(offset: 0, limit: 5)).items.map(\.subject)
        #expect(audit.contains { $0.contains("000124") && $0.contains("password removed") && $0.contains("lock lifted") })
    }
}
