import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// The self-service catalogue: a reader signs in with a password or an e-mailed code, sees and
/// renews their own loans, reserves from the public book page, and never reaches another
/// reader's data; ten wrong codes lock the ticket's sign-in.
@Suite("The self-service catalogue /my")
struct MyPagesTests {
    /// A browser of a reader: its cookies, kept between requests.
    final class Browser {
        let app: TestApplication
        let address: String
        var cookies: [String: String] = [:]

        init(_ app: TestApplication, address: String = "192.0.2.7") {
            self.app = app
            self.address = address
        }

        func send(_ method: String, _ path: String, form: [(String, String)]? = nil) -> HTTPResponse {
            let cookie = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
            let parts = path.split(separator: "?", maxSplits: 1)
            let query = parts.count > 1 ? parts[1].split(separator: "&").map { pair -> (name: String, value: String) in
                let items = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                return (items[0], items.count > 1 ? items[1] : "")
            } : []
            var headers = ["cookie": cookie]
            if form != nil { headers["content-type"] = "application/x-www-form-urlencoded" }
            let response = app.application.respond(to: HTTPRequest(
                method: method, path: String(parts[0]), pathSegments: HTTPRequest.decodedSegments(ofTarget: String(parts[0])), query: query,
                headers: headers, body: Data((form == nil ? "" : "form").utf8),
                form: (form ?? []).map { FormPart(name: $0.0, data: Data($0.1.utf8)) }, remoteAddress: address))
            for (name, value) in response.headers where name.lowercased() == "set-cookie" {
                let pair = value.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1).map(String.init)
                cookies[pair[0]] = pair.count > 1 ? pair[1] : ""
            }
            return response
        }

        /// The anti-forgery token of the page's forms.
        static func token(_ page: HTTPResponse) -> String {
            String(TestApplication.text(page).components(separatedBy: "name=\"csrf\" value=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "")
        }

        /// Posts a form of a page with the page's token.
        func post(_ path: String, on page: String, _ fields: [(String, String)]) -> HTTPResponse {
            send("POST", path, form: fields + [("csrf", Self.token(send("GET", page)))])
        }

        func signIn(_ ticket: String, _ secret: String) -> HTTPResponse {
            post("/my/login", on: "/my/login", [("ticketNumber", ticket), ("secret", secret), ("next", "/my")])
        }
    }

    @Test func aReaderSeesAndRenewsOnlyTheirOwnLoansAndReservesFromTheBookPage() throws {
        let app = try ReaderDeskTests.library()
        let short = app.send("POST", "/readers/000124/access", form: [("readerPassword", "short")])
        #expect(short.status == 400 && TestApplication.text(short).contains("не короче"))
        #expect(app.send("POST", "/readers/000124/access", form: [("readerPassword", "petrova-1")]).status == 303)
        #expect(TestApplication.text(app.send("GET", "/readers/000124")).contains("id=\"reader-access\""))
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000124"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Сидоров", "firstName": "Пётр"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000125", "titleId": 1}"#).status == 201)

        let browser = Browser(app)
        #expect(browser.send("GET", "/my").header("Location") == "/my/login?next=%2Fmy")
        #expect(browser.signIn("000124", "wrong-one").status == 401)
        #expect(browser.signIn("000123", "petrova-1").status == 401, "Иванов has no password")
        let signedIn = browser.signIn("000124", "petrova-1")
        #expect(signedIn.status == 303 && signedIn.header("Location") == "/my")
        #expect(browser.cookies["kartoteka_session"] == nil, "a reader's session is not a staff session")
        #expect(browser.send("GET", "/my").header("Cache-Control") == "no-store", "a reader's own page is not kept by the browser")
        let mine = TestApplication.text(browser.send("GET", "/my"))
        #expect(mine.contains("data-inventory=\"12345\"") && !mine.contains("12346") && !mine.contains("Иванов") && !mine.contains("Сидоров"))
        // Another reader's loan and hold cannot be reached, nor any staff page.
        #expect(browser.post("/my/renew", on: "/my", [("inventoryNumber", "12346")]).status == 404)
        #expect(browser.post("/my/holds/1/cancel", on: "/my", []).status == 404)
        #expect(browser.send("GET", "/readers/000123").header("Location")?.hasPrefix("/login") == true)
        #expect(browser.send("GET", "/api/v1/readers/000123").status == 401)
        #expect(browser.send("POST", "/my/renew", form: [("inventoryNumber", "12345"), ("csrf", "forged")]).status == 403)
        // Иванов waits for the title and no other copy is free: her loan is not renewed, and the page says why.
        let refused = browser.post("/my/renew", on: "/my", [("inventoryNumber", "12345")])
        #expect(refused.status == 409 && TestApplication.text(refused).contains("12345"))
        #expect(app.send("POST", "/api/v1/holds/1/cancel").status == 200)
        #expect(browser.post("/my/renew", on: "/my", [("inventoryNumber", "12345")]).header("Location") == "/my?notice=renewed")

        let book = TestApplication.text(browser.send("GET", "/catalogue/1"))
        #expect(book.contains("id=\"book-qr\"") && book.contains("<svg") && !book.contains("Иванов"))
        #expect(browser.post("/catalogue/1/hold", on: "/catalogue/1", []).status == 409, "she has the title on loan")
        #expect(browser.post("/my/history", on: "/my", [("shown", "1")]).status == 303)
        #expect(TestApplication.text(browser.send("GET", "/my")).contains("id=\"my-history\""))
        // A block is told to the reader as a reader: what to do, not the librarian's instructions.
        #expect(app.send("POST", "/api/v1/readers/000124/blocks", json: #"{"reason": "испорчен учебник"}"#).status == 201)
        let blocked = TestApplication.text(browser.send("GET", "/my"))
        #expect(blocked.contains("Сейчас книги вам не выдаются") && blocked.contains("испорчен учебник") && blocked.contains("Подробнее — у библиотекаря")
                && !blocked.contains("в карточке читателя"), "\(blocked)")
        #expect(browser.post("/my/logout", on: "/my", []).status == 303)
        #expect(browser.send("GET", "/my").status == 303)
    }

    @Test func aCodeComesByMailAndTenWrongCodesLockTheTicket() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Сидоров", "firstName": "Пётр", "email": "petr@example.org"}"#)
            .status == 201)
        #expect(app.send("POST", "/readers/000124/access", form: [("codesEnabled", "1")]).status == 400, "no e-mail address")
        #expect(app.send("POST", "/readers/000125/access", form: [("codesEnabled", "1")]).status == 303)
        var settings = try app.store.settings()
        settings.exchange.mail.serverURL = "smtp://127.0.0.1:2525"
        try app.store.saveSettings(settings)

        let browser = Browser(app)
        let asked = browser.post("/my/code", on: "/my/login", [("ticketNumber", "000125")])
        #expect(asked.status == 200 && TestApplication.text(asked).contains("код отправлен"))
        let message = try #require(app.mailer.waitUntilSent(1).last)
        #expect(message.to == "petr@example.org")
        let code = try #require(message.body.split(whereSeparator: { !$0.isNumber }).first { $0.count == 6 && $0 != "000125" }.map(String.init))
        #expect(browser.post("/my/code", on: "/my/login", [("ticketNumber", "999999")]).status == 200, "the same answer for anyone")
        #expect(app.mailer.sent.count == 1)

        for attempt in 0..<10 {
            let wrong = code == "000000" ? "111111" : "000000"
            let other = Browser(app, address: "198.51.100.\(attempt)")
            let answer = other.signIn("000125", wrong)
            #expect(answer.status == (attempt == 9 ? 423 : 401), "attempt \(attempt + 1)")
        }
        let locked = browser.signIn("000125", code)
        #expect(locked.status == 423 && TestApplication.text(locked).contains("закрыт ещё на 30 минут"))
        #expect(app.send("POST", "/readers/000125/access", form: [("codesEnabled", "1"), ("unlock", "1")]).status == 303)
        app.clock.set(app.clock.now() + 61)
        #expect(browser.post("/my/code", on: "/my/login", [("ticketNumber", "000125")]).status == 200)
        app.clock.set(app.clock.now() + 10)
        let fresh = try #require(app.mailer.waitUntilSent(2).last?.body.split(whereSeparator: { !$0.isNumber }).first { $0.count == 6 && $0 != "000125" }.map(String.init))
        let again = browser.signIn("000125", fresh)
        #expect(again.header("Location") == "/my", "\(again.status) \(TestApplication.text(again))")
        // Codes turned off (the address lost): whoever signed in by a code is signed out.
        #expect(browser.send("GET", "/my").status == 200)
        #expect(app.send("POST", "/api/v1/readers/000125/access", json: #"{"codesEnabled": false}"#).status == 200)
        #expect(browser.send("GET", "/my").status == 303)
    }

    /// A pupil with only a parent's address gets the codes there; a password of six digits still
    /// signs them in after someone asked for a code for their ticket.
    @Test func aPupilsCodeGoesToTheParentAndASixDigitPasswordStillWorks() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000126", "surname": "Орлова", "firstName": "Ира", "parentEmail": "mother@example.org"}"#)
            .status == 201)
        #expect(app.send("POST", "/api/v1/readers/000126/access", json: #"{"password": "150312", "codesEnabled": true}"#).status == 200)
        var settings = try app.store.settings()
        settings.exchange.mail.serverURL = "smtp://127.0.0.1:2525"
        try app.store.saveSettings(settings)
        let browser = Browser(app)
        #expect(browser.post("/my/code", on: "/my/login", [("ticketNumber", "000126")]).status == 200)
        #expect(try #require(app.mailer.waitUntilSent(1).last).to == "mother@example.org")
        let signedIn = browser.signIn("000126", "150312")
        #expect(signedIn.header("Location") == "/my", "\(signedIn.status) \(TestApplication.text(signedIn))")
    }

    /// Asking for a code is an attempt: one ticket gets at most one code a minute and five an
    /// hour however many addresses ask, and one address asking again and again is throttled.
    @Test func codesForATicketAreRationed() throws {
        let app = try ReaderDeskTests.library()
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "000125", "surname": "Сидоров", "firstName": "Пётр", "email": "petr@example.org"}"#)
            .status == 201)
        #expect(app.send("POST", "/readers/000125/access", form: [("codesEnabled", "1")]).status == 303)
        var settings = try app.store.settings()
        settings.exchange.mail.serverURL = "smtp://127.0.0.1:2525"
        try app.store.saveSettings(settings)

        var statuses: [Int] = []
        for attempt in 0..<50 {
            statuses.append(Browser(app, address: "198.51.100.\(attempt)").post("/my/code", on: "/my/login", [("ticketNumber", "000125")]).status)
        }
        #expect(statuses.first == 200 && statuses.dropFirst().allSatisfy { $0 == 429 }, "\(statuses)")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(app.mailer.waitUntilSent(1).count == 1, "fifty requests, one mail")
        var sent = 1
        for _ in 0..<4 {
            app.clock.set(app.clock.now() + 61)
            #expect(Browser(app, address: "203.0.113.\(sent)").post("/my/code", on: "/my/login", [("ticketNumber", "000125")]).status == 200)
            sent += 1
        }
        app.clock.set(app.clock.now() + 61)
        let sixth = Browser(app, address: "203.0.113.99").post("/my/code", on: "/my/login", [("ticketNumber", "\n000125")])
        #expect(sixth.status == 429 && Int(sixth.header("Retry-After") ?? "") ?? 0 > 60, "five an hour: \(sixth.status)")
        #expect(app.mailer.waitUntilSent(5).count == 5)

        // Each code asked for is an attempt at the ticket from that address: after three, a
        // password guessed from there waits as after three wrong ones.
        let one = Browser(app, address: "192.0.2.50")
        app.clock.set(app.clock.now() + 3_600)
        for round in 0..<3 {
            if round > 0 { app.clock.set(app.clock.now() + 61) }
            #expect(one.post("/my/code", on: "/my/login", [("ticketNumber", "000124")]).status == 200)
        }
        let again = one.post("/my/code", on: "/my/login", [("ticketNumber", "000124")])
        #expect(again.status == 429, "a minute between codes")
        #expect(TestApplication.text(again).contains("код запрошен снова слишком рано") && !TestApplication.text(again).contains("user unlock"),
                "told as a reader is, not as staff")
        #expect(one.signIn("000124", "a-guess").status == 429, "three codes asked for are three attempts")
    }

    /// A line feed or a NEL before the ticket does not make it another name for the throttle.
    @Test(arguments: ["\n000124", "\u{85}000124", "\r\n000124 ", "000124"])
    func aTicketWithALeadingLineBreakIsThrottledAsTheTicket(_ variant: String) throws {
        let app = try ReaderDeskTests.library()
        let browser = Browser(app, address: "192.0.2.60")
        for wrong in ["\n000124", "\u{85}000124", " 000124"] {
            #expect(browser.signIn(wrong, "wrong-password").status == 401)
        }
        #expect(browser.signIn(variant, "wrong-password").status == 429, "\(variant.debugDescription)")
    }
}
