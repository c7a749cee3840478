import Foundation
import Testing
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP

/// Branches through the API and the pages: a desk works at its branch, lends only what stands
/// there, takes back anything, and a copy returned away from home travels back and is received.
@Suite("Branches and transfers, in-process")
struct BranchServerTests {
    /// An application with a second branch, `Ф2`, a title whose copy `12345` belongs to the main
    /// branch, a reader, and a librarian's desk signed in at `Ф2`.
    struct Network {
        let app: TestApplication
        let desk: (token: String, csrf: String)

        init() throws {
            app = try TestApplication()
            #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"}"#).status == 201)
            #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
            #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
            let account = try app.store.addAccount(username: "village", displayName: "Петрова", role: .librarian, passwordHash: "unused")
            let token = SecretTokens.generate()
            let csrf = SecretTokens.generate()
            try app.store.createSession(accountID: account.id, tokenDigest: SecretTokens.digest(token), csrfToken: csrf,
                                        expiresAt: app.clock.now().addingTimeInterval(86_400), branch: BranchCode(unchecked: "Ф2"))
            desk = (token, csrf)
        }

        /// A request from the desk at `Ф2`.
        func atDesk(_ method: String, _ path: String, json: String? = nil, form: [(String, String)]? = nil) -> HTTPResponse {
            app.send(method, path, json: json, form: form.map { $0 + [("csrf", desk.csrf)] },
                     headers: ["Cookie": "kartoteka_session=\(desk.token)", "X-CSRF-Token": desk.csrf], as: nil)
        }

        func copy(_ inventory: String) throws -> [String: Any] {
            try #require(TestApplication.json(app.send("GET", "/api/v1/copies/\(inventory)")) as? [String: Any])
        }
    }

    @Test func branchesAreManagedThroughTheAPI() throws {
        let app = try TestApplication()
        let created = app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал", "storagePlace": "Ф2-АБ"}"#)
        #expect(created.status == 201)
        #expect(created.header("Location") == "/api/v1/branches/%D0%A42")
        let listed = try #require(TestApplication.json(app.send("GET", "/api/v1/branches", as: nil)) as? [[String: Any]])
        #expect(listed.map { $0["code"] as? String } == ["1", "Ф2"])
        #expect(listed.first?["main"] as? Bool == true)
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Другой"}"#)) == "branch_code_taken")
        let bad = app.send("POST", "/api/v1/branches", json: #"{"code": "Ф 2", "name": ""}"#)
        #expect(bad.status == 422)
        let fields = (((TestApplication.json(bad) as? [String: Any])?["error"] as? [String: Any])?["fields"] as? [[String: Any]])?
            .compactMap { $0["field"] as? String }
        #expect(Set(fields ?? []) == ["code", "name"])
        let renamed = app.send("PUT", "/api/v1/branches/%D0%A42", json: #"{"code": "Ф2", "name": "Филиал №2"}"#)
        #expect((TestApplication.json(renamed) as? [String: Any])?["name"] as? String == "Филиал №2")
        #expect(TestApplication.errorCode(app.send("DELETE", "/api/v1/branches/1")) == "main_branch_stays")
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф3", "name": "Ф"}"#, as: .librarian).status == 403)
        #expect(app.send("DELETE", "/api/v1/branches/%D0%A42").status == 204)
        #expect(app.send("GET", "/api/v1/branches/%D0%A42").status == 404)
    }

    @Test func aDeskLendsWhatStandsAtItsBranchAndTakesBackAnything() throws {
        let network = try Network()
        let elsewhere = network.atDesk("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#)
        #expect(elsewhere.status == 409)
        #expect(TestApplication.errorCode(elsewhere) == "copy_at_another_branch")
        #expect(TestApplication.text(elsewhere).contains("числится в филиале 1"))

        let lent = network.app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#)
        #expect((TestApplication.json(lent) as? [String: Any])?["branch"] as? String == "1")
        let returned = try #require(TestApplication.json(network.atDesk("POST", "/api/v1/copies/12345/return")) as? [String: Any])
        #expect(returned["returnBranch"] as? String == "Ф2")

        let travelling = try network.copy("12345")
        #expect(travelling["homeBranch"] as? String == "1")
        #expect(travelling["currentBranch"] as? String == "Ф2")
        #expect(travelling["travellingTo"] as? String == "1")
        let open = try #require(TestApplication.json(network.app.send("GET", "/api/v1/transfers")) as? [String: Any])
        let journey = try #require((open["items"] as? [[String: Any]])?.first)
        #expect(journey["reason"] as? String == "return_to_home")
        #expect(journey["from"] as? String == "Ф2")
        #expect(journey["sentBy"] as? String == "village")

        let meanwhile = network.app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#)
        #expect(TestApplication.errorCode(meanwhile) == "copy_travelling")
        #expect(TestApplication.errorCode(network.atDesk("POST", "/api/v1/copies/12345/receive")) == "copy_goes_elsewhere")
        let received = try #require(TestApplication.json(network.app.send("POST", "/api/v1/copies/12345/receive")) as? [String: Any])
        #expect(received["receivedBy"] as? String == "administrator")
        #expect(try network.copy("12345")["travellingTo"] == nil)
        #expect(try network.copy("12345")["currentBranch"] as? String == "1")
        #expect(network.app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
    }

    @Test func aCopySentByHandArrivesAndIsLentThere() throws {
        let network = try Network()
        let bad = network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "", "to": "Ф 2"}"#)
        #expect(bad.status == 422)
        #expect(TestApplication.errorCode(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф9"}"#))
                    == "branch_not_found")
        let sent = network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#)
        #expect(sent.status == 201)
        #expect((TestApplication.json(sent) as? [String: Any])?["reason"] as? String == "manual")
        #expect(TestApplication.errorCode(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#))
                    == "copy_already_travelling")
        #expect(network.atDesk("POST", "/api/v1/copies/12345/receive").status == 200)
        #expect(network.atDesk("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        let overdueHere = "/api/v1/loans/overdue?at=2024-03-01&branch=%D0%A42"
        #expect(((TestApplication.json(network.app.send("GET", overdueHere)) as? [String: Any])?["items"] as? [Any])?.count == 1)
        let overdueMain = "/api/v1/loans/overdue?at=2024-03-01&branch=1"
        #expect(((TestApplication.json(network.app.send("GET", overdueMain)) as? [String: Any])?["items"] as? [Any])?.count == 0)
        let history = try #require(TestApplication.json(network.app.send("GET", "/api/v1/transfers?all=1")) as? [String: Any])
        #expect((history["items"] as? [[String: Any]])?.first?["receivedBy"] as? String == "village")
    }

    @Test func aCopyCataloguedAtADeskBelongsToItsBranch() throws {
        let network = try Network()
        let shelf = "/api/v1/titles?branch=%D0%A42"
        #expect(((TestApplication.json(network.app.send("GET", shelf)) as? [String: Any])?["items"] as? [Any])?.count == 0)
        #expect(network.app.send("PUT", "/api/v1/branches/%D0%A42", json: #"{"code": "Ф2", "name": "Сельский", "storagePlace": "Ф2-АБ"}"#).status == 200)
        let added = network.atDesk("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "777"}"#)
        #expect(added.status == 201)
        #expect(try network.copy("777")["homeBranch"] as? String == "Ф2")
        #expect(try network.copy("777")["storagePlace"] as? String == "Ф2-АБ")
        let items = (TestApplication.json(network.app.send("GET", shelf)) as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.first?["copyCount"] as? Int == 1, "only the copy at Ф2 counts")
        let page = TestApplication.text(network.app.send("GET", "/books?branch=%D0%A42"))
        #expect(page.contains("в наличии: 1 из 1"))
        #expect(page.contains("<option value=\"Ф2\" selected>"))
        #expect(TestApplication.text(network.app.send("GET", "/catalogue?branch=1", as: nil)).contains("есть на полке: 1"))
        #expect(network.app.send("GET", "/api/v1/titles?branch=%20").status == 400)
        let found = TestApplication.json(network.app.send("GET", "/api/v1/search?q=%D0%B3%D0%B5%D1%80%D0%BE%D0%B9&branch=1")) as? [String: Any]
        #expect(((found?["titles"] as? [String: Any])?["items"] as? [[String: Any]])?.first?["copyCount"] as? Int == 1)
    }

    @Test func theSignInFormOffersTheBranchesAndTheHeaderShowsTheDesk() throws {
        let app = try TestApplication()
        #expect(!TestApplication.text(app.send("GET", "/login", as: nil)).contains("name=\"branch\""))
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал"}"#).status == 201)
        let form = TestApplication.text(app.send("GET", "/login", as: nil))
        #expect(form.contains("<select name=\"branch\""))
        #expect(form.contains("Сельский филиал"))
        _ = try app.store.addAccount(username: "village", displayName: "", role: .circulation,
                                     passwordHash: PasswordHasher().hash("long enough password"))
        let signedIn = app.signIn("village", "long enough password", branch: "Ф2")
        #expect(signedIn.status == 303)
        #expect(signedIn.headers.contains { $0.0 == "Set-Cookie" && $0.1.hasPrefix("kartoteka_desk=%D0%A42;") })
        let unknown = app.signIn("village", "long enough password", branch: "Ф9")
        #expect(unknown.status == 422)
        #expect(TestApplication.text(unknown).contains("Филиала с кодом Ф9 нет"))
    }

    @Test func pagesShowWhereCopiesAreAndReceiveThem() throws {
        let network = try Network()
        #expect(network.app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        let back = network.atDesk("POST", "/copies/12345/return", form: [])
        #expect(back.header("Location")?.hasSuffix("notice=returned-travel") == true)
        let card = TestApplication.text(network.atDesk("GET", "/books/1"))
        #expect(card.contains("class=\"desk-branch\""))
        #expect(card.contains("в пути: Ф2 → 1"))
        #expect(!card.contains("/copies/12345/receive"), "the desk at Ф2 is not where it goes")
        let list = TestApplication.text(network.app.send("GET", "/transfers"))
        #expect(list.contains("возврат домой после сдачи в другом филиале"))
        #expect(list.contains("action=\"/copies/12345/receive\""))
        let received = network.app.send("POST", "/copies/12345/receive", form: [("back", "/transfers")])
        #expect(received.header("Location") == "/transfers?notice=received")
        let lendHere = TestApplication.text(network.atDesk("GET", "/copies/12345/lend"))
        #expect(lendHere.contains("числится в филиале 1"))
        #expect(lendHere.contains("/transfers?inventory=12345&amp;to=%D0%A42"))
        let sent = network.atDesk("POST", "/transfers/send", form: [("inventoryNumber", "12345"), ("to", "Ф2")])
        #expect(sent.header("Location") == "/transfers?notice=sent")
        let again = network.atDesk("POST", "/transfers/send", form: [("inventoryNumber", "12345"), ("to", "Ф2")])
        #expect(again.status == 422)
        #expect(TestApplication.text(again).contains("уже в пути в филиал Ф2"))
        #expect(TestApplication.text(again).contains("value=\"12345\""))
        let byBranch = TestApplication.text(network.app.send("GET", "/books/1"))
        #expect(byBranch.contains("Сельский филиал</strong> (Ф2): на полке: 0, в пути сюда: 1"), "a copy on its way counts where it goes")
        #expect(!byBranch.contains("Библиотека</strong> (1)"))
    }

    /// A journey called off, on the transfers page (from the branch it left) and over the API: the
    /// copy stays, the history says so, and a copy on the shelf is not called off twice.
    @Test func aJourneyIsCalledOffFromThePageOrTheAPI() throws {
        let network = try Network()
        #expect(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#).status == 201)
        #expect(TestApplication.text(network.app.send("GET", "/transfers")).contains("action=\"/copies/12345/cancel-transfer\""))
        let lend = TestApplication.text(network.app.send("GET", "/copies/12345/lend"))
        #expect(lend.contains("в пути в филиал Ф2") && lend.contains("action=\"/copies/12345/cancel-transfer\""), "the reader may be at the desk it left")
        #expect(TestApplication.errorCode(network.atDesk("POST", "/api/v1/copies/12345/cancel-transfer")) == "call_off_where_it_left")
        let there = TestApplication.text(network.atDesk("GET", "/transfers"))
        #expect(there.contains("/copies/12345/receive") && !there.contains("cancel-transfer"), "the branch it goes to receives it")
        let called = network.app.send("POST", "/copies/12345/cancel-transfer", form: [("back", "/transfers")])
        #expect(called.header("Location") == "/transfers?notice=transfer-cancelled")
        #expect(TestApplication.text(network.app.send("GET", "/transfers?notice=transfer-cancelled")).contains("Перемещение отменено"))
        #expect(TestApplication.text(network.app.send("GET", "/transfers?all=1")).contains("отменено "))
        #expect(try network.copy("12345")["currentBranch"] as? String == "1")
        #expect(TestApplication.errorCode(network.app.send("POST", "/api/v1/copies/12345/cancel-transfer")) == "copy_not_travelling")
        #expect(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#).status == 201)
        let journey = try #require(TestApplication.json(network.app.send("POST", "/api/v1/copies/12345/cancel-transfer")) as? [String: Any])
        #expect(journey["cancelledAt"] is String && journey["receivedAt"] is String && journey["to"] as? String == "Ф2")
    }

    /// A journey called off while a reader's hold waits for the title: the copy goes to the hold,
    /// and the page says where — on the hold shelf here, or on its way to the hold's branch.
    @Test func aCalledOffJourneyGoesToAHoldAndThePageSaysWhere() throws {
        let network = try Network()
        #expect(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#).status == 201)
        #expect(network.app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000123", "titleId": 1}"#).status == 201)
        let here = network.app.send("POST", "/copies/12345/cancel-transfer", form: [("back", "/transfers")])
        #expect(here.header("Location") == "/transfers?notice=transfer-cancelled-hold")
        #expect(TestApplication.text(network.app.send("GET", "/transfers?notice=transfer-cancelled-hold")).contains("поставьте его на полку броней"))
        #expect(network.app.send("POST", "/api/v1/holds/1/cancel").status == 200)
        #expect(network.app.send("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "12345", "to": "Ф2"}"#).status == 201)
        #expect(network.app.send("POST", "/api/v1/holds", json: #"{"ticketNumber": "000123", "titleId": 1, "pickupBranch": "Ф2"}"#).status == 201)
        let travel = network.app.send("POST", "/copies/12345/cancel-transfer", form: [("back", "/transfers")])
        #expect(travel.header("Location") == "/transfers?notice=transfer-cancelled-travel")
        #expect(TestApplication.text(network.app.send("GET", "/transfers?notice=transfer-cancelled-travel")).contains("Отложите его для отправки"))
    }

    /// A title with copies at two branches, one lent and one on its way: the API's title card and
    /// list count them branch by branch, the public catalogue says where one is on the shelf.
    @Test func theTitleSaysHowItsCopiesStandAtEachBranch() throws {
        let network = try Network()
        #expect(network.atDesk("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "777"}"#).status == 201)
        #expect(network.atDesk("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "778"}"#).status == 201)
        #expect(network.app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "12346"}"#).status == 201)
        #expect(network.app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000123"}"#).status == 201)
        #expect(network.atDesk("POST", "/api/v1/transfers", json: #"{"inventoryNumber": "778", "to": "1"}"#).status == 201)
        // Branch, name, on the shelf, on loan, on the way there.
        let expected = ["1 Библиотека 1 1 1", "Ф2 Сельский филиал 1 0 0"]
        func counts(_ title: [String: Any]?) -> [String]? {
            (title?["byBranch"] as? [[String: Any]])?.map { branch in
                ["branch", "name", "onShelf", "onLoan", "inTransit"].map { "\(branch[$0] ?? "-")" }.joined(separator: " ")
            }
        }
        #expect(counts(TestApplication.json(network.app.send("GET", "/api/v1/titles/1")) as? [String: Any]) == expected)
        let list = TestApplication.json(network.app.send("GET", "/api/v1/titles")) as? [String: Any]
        #expect(counts((list?["items"] as? [[String: Any]])?.first) == expected)
        let card = TestApplication.text(network.app.send("GET", "/books/1"))
        #expect(card.contains("Библиотека</strong> (1): на полке: 1, выдано: 1, в пути сюда: 1"))
        let catalogue = TestApplication.text(network.app.send("GET", "/catalogue", as: nil))
        #expect(catalogue.contains("есть на полке: 2</span><span class=\"where\">где: Библиотека — 1, Сельский филиал — 1</span>"))
        #expect(!catalogue.contains("выдано"), "the public sees no loans")
    }

    @Test func theBranchesPageKeepsWhatWasTypedWhenItIsWrong() throws {
        let app = try TestApplication()
        let wrong = app.send("POST", "/branches/new", form: [("code", "Ф 2"), ("name", "Сельский"), ("address", "ул. Садовая")])
        #expect(wrong.status == 422)
        let page = TestApplication.text(wrong)
        #expect(page.contains("value=\"ул. Садовая\""))
        #expect(page.contains("aria-invalid=\"true\" aria-describedby=\"code-error\""))
        #expect(app.send("POST", "/branches/new", form: [("code", "Ф2"), ("name", "Сельский")]).header("Location")
                    == "/branches?notice=branch-saved")
        let taken = app.send("POST", "/branches/new", form: [("code", "Ф2"), ("name", "Другой")])
        #expect(taken.status == 422)
        #expect(TestApplication.text(taken).contains("Код Ф2 уже у другого филиала"))
        #expect(app.send("POST", "/branches/new", form: [("code", "Ф3"), ("name", "Школа")], as: .librarian).status == 403)
        #expect(app.send("GET", "/branches", as: .circulation).status == 403)
    }

    /// A librarian shows a branch among the library locations: the book's `/locations` lists it,
    /// its street address follows the branch's, the locations API leaves it to the branch, and
    /// taking it off the list removes it.
    @Test func aBranchShownAmongTheLocationsIsInTheBooksLocations() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"}"#).status == 201)
        func books(_ country: String) -> [[String: Any]] {
            (TestApplication.json(app.send("GET", "/locations?country=\(country)", as: nil)) as? [[String: Any]]) ?? []
        }
        let place = "/api/v1/branches/%D0%A42/location"
        let incomplete = app.send("PUT", place, json: #"{"emoji": "🇷🇺"}"#, as: .librarian)
        #expect(incomplete.status == 422 && TestApplication.text(incomplete).contains("\"city\""))
        #expect(app.send("PUT", place, json: #"{"city": "Ивановка", "country": "Россия"}"#, as: .circulation).status == 403)
        let nowhere = app.send("PUT", place, json: #"{"locationId": 999}"#, as: .librarian)
        #expect(nowhere.status == 422 && TestApplication.text(nowhere).contains("locationId"))

        let shown = app.send("PUT", place, json: #"{"city": "Ивановка", "country": "Россия", "emoji": "🇷🇺", "hours": "10–18"}"#, as: .librarian)
        #expect(shown.status == 200)
        let location = try #require((TestApplication.json(shown) as? [String: Any])?["location"] as? [String: Any])
        #expect(location["branch"] as? String == "Ф2" && location["city"] as? String == "Ивановка")
        let listed = books("%D1%80%D0%BE%D1%81")
        #expect(listed.count == 1)
        #expect(listed.first?["streetAddress"] as? String == "ул. Садовая, 2" && listed.first?["street_address"] as? String == "ул. Садовая, 2")
        #expect(listed.first?["hours"] as? String == "10–18" && listed.first?["emoji"] as? String == "🇷🇺")

        #expect(app.send("PUT", "/api/v1/branches/%D0%A42", json: #"{"code": "Ф2", "name": "Сельский филиал", "address": "ул. Полевая, 5"}"#).status == 200)
        #expect(books("%D1%80%D0%BE%D1%81").first?["streetAddress"] as? String == "ул. Полевая, 5", "the kept answer follows the branch")
        let id = try #require(location["id"] as? Int)
        let direct = app.send("PUT", "/api/v1/locations/\(id)", json: #"{"streetAddress": "1", "city": "2", "country": "3"}"#)
        #expect(direct.status == 409 && TestApplication.errorCode(direct) == "location_shows_branch")
        #expect(TestApplication.errorCode(app.send("DELETE", "/api/v1/locations/\(id)")) == "location_shows_branch")

        #expect(app.send("DELETE", place, as: .librarian).status == 204)
        #expect(books("").isEmpty)
        #expect(((TestApplication.json(app.send("GET", "/api/v1/branches/%D0%A42")) as? [String: Any])?["location"]) == nil)
    }

    @Test func aLibrarianShowsABranchAmongTheLocationsOnTheBranchesPage() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/branches", json: #"{"code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"}"#).status == 201)
        let page = TestApplication.text(app.send("GET", "/branches", as: .librarian))
        #expect(!page.contains("action=\"/branches/new\"") && !page.contains("/branches/%D0%A42/edit"), "the branches themselves are the administrator's")
        #expect(page.contains("action=\"/branches/%D0%A42/location\""))
        let wrong = app.send("POST", "/branches/%D0%A42/location", form: [
            ("address", "ул. Садовая, 2"), ("city", ""), ("country", "Россия"), ("emoji", ""), ("hours", "10–18"), ("locationId", ""),
        ], as: .librarian)
        #expect(wrong.status == 422)
        #expect(TestApplication.text(wrong).contains("id=\"branch-Ф2-listing-city-error\""))
        #expect(TestApplication.text(wrong).contains("value=\"10–18\""))
        let saved = app.send("POST", "/branches/%D0%A42/location", form: [
            ("address", "ул. Садовая, 2"), ("city", "Ивановка"), ("country", "Россия"), ("emoji", "🇷🇺"), ("hours", "10–18"), ("locationId", ""),
        ], as: .librarian)
        #expect(saved.header("Location") == "/branches?notice=branch-listed#branch-Ф2")
        #expect(TestApplication.text(app.send("GET", "/locations/search?country=%D0%A0%D0%BE%D1%81", as: nil)).contains("Ивановка"))
        let locations = TestApplication.text(app.send("GET", "/locations/manage", as: .librarian))
        #expect(locations.contains("Показывает филиал Ф2"))
        #expect(!locations.contains("/edit\" class=\"form compact\""), "its location is changed through the branch")
        #expect(app.send("POST", "/branches/%D0%A42/location/delete", form: [], as: .librarian).header("Location")
                    == "/branches?notice=branch-unlisted")
        #expect(try app.store.locations(countryPrefix: "").isEmpty)
    }
}
