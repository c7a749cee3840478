import Foundation
import Testing
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP

@Suite("Accounts, roles, sessions and what the public sees")
struct AccessTests {
    @Test func thePublicSeesTheCatalogueAndLocationsOnly() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        for path in ["/", "/catalogue", "/catalogue?q=%D0%B3%D0%B5%D1%80", "/locations", "/catalog?q=", "/locations/search", "/login"] {
            let response = app.send("GET", path, as: nil)
            #expect(response.status == 200, "\(path)")
            let text = TestApplication.text(response)
            // The phone as any page would show it: a bare "900" may stand in a random form token.
            #expect(!text.contains("Иванов") && !text.contains("000123") && !text.contains("900 000"), "\(path) shows reader data")
        }
        #expect(TestApplication.text(app.send("GET", "/catalogue", as: nil)).contains("все экземпляры выданы"))
        let page = app.send("GET", "/books/1", as: nil)
        #expect(page.status == 303 && page.header("Location") == "/login?next=%2Fbooks%2F1")
        // A `/` inside a ticket number comes back encoded, so the reader's page opens after signing in.
        let slashed = app.send("GET", "/readers/12%2F3", as: nil)
        #expect(slashed.header("Location") == "/login?next=%2Freaders%2F12%252F3")
        let api = app.send("GET", "/api/v1/readers", as: nil)
        #expect(api.status == 401 && TestApplication.errorCode(api) == "sign_in_required")
        for path in ["/readers", "/overdue", "/api/v1/titles/1", "/api/v1/loans/overdue", "/api/v1/search?q=a", "/export/download?what=readers"] {
            #expect([303, 401].contains(app.send("GET", path, as: nil).status), "\(path) is open")
        }
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov, as: nil).status == 401)
    }

    @Test func rolesLimitWhatAccountsMayDo() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov, as: .librarian).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader, as: .librarian).status == 201)
        let lend = #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#
        #expect(app.send("POST", "/api/v1/loans", json: lend, as: .circulation).status == 201)
        #expect(app.send("POST", "/api/v1/copies/12345/return", as: .circulation).status == 200)
        #expect(app.send("GET", "/readers/000123", as: .circulation).status == 200)
        let refused = app.send("POST", "/api/v1/titles", json: #"{"title": "X"}"#, as: .circulation)
        #expect(refused.status == 403 && TestApplication.errorCode(refused) == "not_allowed")
        #expect(app.send("GET", "/books/new", as: .circulation).status == 403)
        #expect(app.send("GET", "/export", as: .circulation).status == 403)
        #expect(app.send("GET", "/settings", as: .librarian).status == 403)
        #expect(app.send("GET", "/accounts", as: .librarian).status == 403)
        #expect(app.send("GET", "/settings", as: .administrator).status == 200)
        #expect(app.send("GET", "/accounts", as: .administrator).status == 200)
        let menu = TestApplication.text(app.send("GET", "/", as: .circulation))
        #expect(!menu.contains("href=\"/export\"") && !menu.contains("href=\"/settings\""))
    }

    @Test func formsNeedTheirAntiForgeryToken() throws {
        let app = try TestApplication()
        let session = try #require(app.sessions[.administrator])
        let forged = app.application.respond(to: HTTPRequest(
            method: "POST", path: "/books/new", headers: ["cookie": "kartoteka_session=\(session.token)",
                                                          "content-type": "application/x-www-form-urlencoded"],
            body: Data("x".utf8), form: [FormPart(name: "title", data: Data("Книга".utf8)), FormPart(name: "inventoryNumber", data: Data("1".utf8))]))
        #expect(forged.status == 403)
        #expect(TestApplication.text(forged).contains("Форма устарела"))
        #expect(try app.store.listTitles(CatalogQuery()).items.isEmpty)
        let page = TestApplication.text(app.send("GET", "/books/new"))
        #expect(page.contains("<input type=\"hidden\" name=\"csrf\" value=\"\(session.csrf)\">"))
    }

    @Test func signingInSetsAStrictHttpOnlyCookieAndFailuresAreLimited() throws {
        let app = try TestApplication()
        _ = try app.store.addAccount(username: "desk", displayName: "Выдача", role: .circulation,
                                     passwordHash: PasswordHasher().hash("correct horse battery"))
        func signIn(_ password: String) -> HTTPResponse {
            app.signIn("desk", password, next: "/books")
        }
        let wrong = signIn("wrong password")
        #expect(wrong.status == 401 && TestApplication.text(wrong).contains("Неверное имя или пароль"))
        let good = signIn("correct horse battery")
        #expect(good.status == 303 && good.header("Location") == "/books")
        let cookie = try #require(good.header("Set-Cookie"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.hasPrefix("kartoteka_session="))
        let token = String(cookie.dropFirst("kartoteka_session=".count).prefix { $0 != ";" })
        let books = app.application.respond(to: HTTPRequest(method: "GET", path: "/books", headers: ["cookie": "kartoteka_session=\(token)"]))
        #expect(books.status == 200 && TestApplication.text(books).contains("Выдача"))
        for _ in 0..<5 { _ = signIn("wrong again") }
        let limited = signIn("correct horse battery")
        #expect(limited.status == 429 && limited.header("Retry-After") != nil)
    }

    /// Someone at a shared desk mistyping the administrator's password again and again holds the
    /// name up there for two minutes at most (it was ten), and nowhere else.
    @Test func mistypingAtASharedDeskDoesNotShutTheAdministratorOut() throws {
        let app = try TestApplication()
        _ = try app.store.addAccount(username: "boss", displayName: "", role: .administrator,
                                     passwordHash: PasswordHasher().hash("correct horse battery"))
        for second in 0..<30 {
            app.clock.set(app.clock.now() + 1)
            #expect([401, 429].contains(app.signIn("boss", "wrong \(second)", address: "192.0.2.50").status))
        }
        #expect(app.signIn("boss", "correct horse battery", address: "192.0.2.50").status == 429)
        #expect(app.signIn("boss", "correct horse battery", address: "192.0.2.51").status == 303)
        app.clock.set(app.clock.now() + 121)
        #expect(app.signIn("boss", "correct horse battery", address: "192.0.2.50").status == 303)
    }

    /// Another site cannot post the sign-in form for a browser: the form's token must match the
    /// cookie the sign-in page set.
    @Test func theSignInFormNeedsItsOwnToken() throws {
        let app = try TestApplication()
        _ = try app.store.addAccount(username: "desk", displayName: "", role: .circulation,
                                     passwordHash: PasswordHasher().hash("correct horse battery"))
        let form = app.application.respond(to: HTTPRequest(method: "GET", path: "/login"))
        let cookie = try #require(form.header("Set-Cookie"))
        #expect(cookie.hasPrefix("kartoteka_signin=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let pair = String(cookie.prefix { $0 != ";" })
        let token = String(pair.dropFirst("kartoteka_signin=".count))
        #expect(TestApplication.text(form).contains("name=\"csrf\" value=\"\(token)\""))
        let noToken = app.postSignIn("desk", "correct horse battery", cookie: pair, token: "")
        #expect(noToken.status == 403 && noToken.header("Set-Cookie")?.hasPrefix("kartoteka_session=") != true)
        let noCookie = app.postSignIn("desk", "correct horse battery", cookie: "", token: token)
        #expect(noCookie.status == 403)
        let otherToken = app.postSignIn("desk", "correct horse battery", cookie: pair, token: String(repeating: "x", count: 43))
        #expect(otherToken.status == 403)
        #expect(app.postSignIn("desk", "correct horse battery", cookie: pair, token: token).status == 303)
    }

    /// A name with a NUL or another control character is refused, and its failures count for the
    /// name it would have matched, so it cannot get round the wait.
    @Test func controlCharactersInANameNeitherSignInNorDodgeTheLock() throws {
        let app = try TestApplication()
        _ = try app.store.addAccount(username: "lib1", displayName: "", role: .librarian,
                                     passwordHash: PasswordHasher().hash("correct horse battery"))
        for variant in ["lib1\u{0}zzz", "lib1\u{0}", "lib1\u{7}", "lib1\u{200B}", "LIB1\u{0}a"] {
            app.clock.set(app.clock.now() + 120)  // past any wait, so each is refused as what it is
            #expect(app.signIn(variant, "correct horse battery").status == 401, "\(variant.unicodeScalars.map(\.value))")
        }
        // Five failures under other spellings make the real name wait at this address.
        let locked = app.signIn("lib1", "correct horse battery")
        #expect(locked.status == 429)
        #expect(app.signIn("lib1", "correct horse battery", address: "192.0.2.9").status == 303)
        #expect(throws: ValidationError.self) { try Credentials.validatedUsername("lib\u{0}1") }
    }

    /// After signing in, and after switching the language, the browser only ever goes to a page
    /// of ours, however the address is dressed up.
    @Test func redirectsStayOnThisSite() throws {
        let app = try TestApplication()
        _ = try app.store.addAccount(username: "desk", displayName: "", role: .circulation,
                                     passwordHash: PasswordHasher().hash("correct horse battery"))
        let outside = ["//evil.example", "/\\evil.example", "/\\/evil.example", "https://evil.example", "/\t/evil.example",
                       "/\n/evil.example", " //evil.example", "\\\\evil.example", "/%5Cevil.example".removingPercentEncoding!, "evil.example"]
        for target in outside {
            let language = app.send("GET", "/lang?to=en&back=" + (target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""), as: nil)
            #expect(language.status == 303 && language.header("Location") == "/", "lang \(target.debugDescription)")
            let signIn = app.signIn("desk", "correct horse battery", next: target, address: "192.0.2.\(Int.random(in: 10...250))")
            #expect(signIn.status == 303 && signIn.header("Location") == "/", "login \(target.debugDescription)")
        }
        #expect(app.send("GET", "/lang?to=en&back=%2Fbooks%3Fq%3D1", as: nil).header("Location") == "/books?q=1")
    }

    @Test func apiTokensWorkWithoutCookiesOrFormTokens() throws {
        let app = try TestApplication()
        let token = SecretTokens.generate()
        _ = try app.store.addAPIToken(username: "librarian", name: "script", tokenDigest: SecretTokens.digest(token))
        let created = app.application.respond(to: HTTPRequest(
            method: "POST", path: "/api/v1/titles", headers: ["authorization": "Bearer \(token)", "content-type": "application/json"],
            body: Data(TestApplication.lermontov.utf8)))
        #expect(created.status == 201)
        let bad = app.application.respond(to: HTTPRequest(method: "GET", path: "/api/v1/titles", headers: ["authorization": "Bearer nope"]))
        #expect(bad.status == 401)
    }

    @Test func theAuditLogSaysWhoChangedWhatWithoutPersonalData() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader, as: .librarian).status == 201)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov, as: .librarian).status == 201)
        let entries = try app.store.auditEntries(page: PageRequest()).items
        #expect(entries.map(\.account) == ["librarian", "librarian"])
        #expect(entries.map(\.subject) == ["title 1 with copy 12345", "reader 000123"])
        #expect(entries.map(\.action) == ["add title", "register reader"])
        #expect(entries.allSatisfy { !$0.subject.contains("Иванов") && !$0.action.contains("Иванов") })
        #expect(app.send("POST", "/api/v1/titles", json: #"{"title": ""}"#, as: .librarian).status == 422)
        #expect(try app.store.auditEntries(page: PageRequest()).items.count == 2)
    }
}
