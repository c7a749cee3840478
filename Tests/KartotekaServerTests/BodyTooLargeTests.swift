import Foundation
import KartotekaHTTP
import Testing

/// A body over the server's limit is answered in the request's own form and language: a page
/// for a page's form, JSON for the API.
@Suite("A body over the limit")
struct BodyTooLargeTests {
    @Test func aFileOverTheLimitIsRefusedInTheRequestsOwnFormAndLanguage() throws {
        let app = try TestApplication()
        let session = try #require(app.sessions[.administrator])
        var page = HTTPRequest(method: "POST", path: "/import", headers: ["cookie": "kartoteka_session=\(session.token)"])
        page.bodyLimitExceeded = 32 << 20
        let refused = app.application.respond(to: page)
        #expect(refused.status == 413 && TestApplication.text(refused).contains("Файл слишком велик: сервер принимает не больше 32 МБ"))
        var api = HTTPRequest(method: "POST", path: "/api/v1/import", headers: ["accept-language": "en"])
        api.bodyLimitExceeded = 32 << 20
        let json = app.application.respond(to: api)
        #expect(json.status == 413 && TestApplication.text(json).contains("The file is too large"), "\(TestApplication.text(json))")
    }
}
