import Foundation
import KartotekaCore
import KartotekaAuth
import KartotekaCopyCataloguing
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import KartotekaStore
import KartotekaTestSupport

/// An application over a fresh database, called in-process.
struct TestApplication {
    let application: KartotekaApplication
    let store: SQLiteLibraryStore
    /// The database file, for opening it a second time as another process would.
    let databasePath: String
    let clock: FixedClock
    let log: MemoryLog
    let mailer: RecordingMailSender
    /// Session tokens and anti-forgery tokens of a signed-in account per role.
    let sessions: [Role: (token: String, csrf: String)]

    /// `serving` chooses the store the application is given (a double around the real one);
    /// `copyCataloguing` asks the tests' own catalogue servers on loopback only when it allows them.
    init(mailPassword: String? = nil, copyCataloguing: CopyCataloguingClient = CopyCataloguingClient(),
         serving: (SQLiteLibraryStore) -> any LibraryStore = { $0 }) throws {
        let folder = TemporaryDirectory.path("server")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        clock = FixedClock(day: Day(year: 2024, month: 1, day: 15)!)
        databasePath = folder.appendingPathComponent("library.sqlite").path
        store = try SQLiteLibraryStore(path: databasePath, clock: clock, calendar: .utc)
        log = MemoryLog()
        mailer = RecordingMailSender()
        application = KartotekaApplication(dependencies: ServerDependencies(store: serving(store), clock: clock, calendar: .utc, log: log,
                                                                              mailer: mailer, copyCataloguing: copyCataloguing,
                                                                              mailPassword: mailPassword))
        var sessions: [Role: (token: String, csrf: String)] = [:]
        for role in Role.allCases {
            let account = try store.addAccount(username: role.rawValue, displayName: "", role: role, passwordHash: "unused")
            let token = SecretTokens.generate()
            let csrf = SecretTokens.generate()
            try store.createSession(accountID: account.id, tokenDigest: SecretTokens.digest(token), csrfToken: csrf,
                                    expiresAt: clock.now().addingTimeInterval(86_400 * 365))
            sessions[role] = (token, csrf)
        }
        self.sessions = sessions
    }

    /// Sends a request and returns the response.
    func send(_ method: String, _ pathAndQuery: String, json: String? = nil, form: [(String, String)]? = nil,
              headers: [String: String] = [:], as role: Role? = .administrator) -> HTTPResponse {
        let parts = pathAndQuery.split(separator: "?", maxSplits: 1)
        let query = parts.count > 1 ? parts[1].split(separator: "&").map { pair -> (name: String, value: String) in
            let items = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            return (items[0], items.count > 1 ? items[1] : "")
        } : []
        var allHeaders = headers.reduce(into: [String: String]()) { $0[$1.key.lowercased()] = $1.value }
        var form = form
        if let role, let session = sessions[role] {
            allHeaders["cookie"] = [allHeaders["cookie"], "kartoteka_session=\(session.token)"].compactMap { $0 }.joined(separator: "; ")
            if form != nil {
                form?.append(("csrf", session.csrf))
            } else if allHeaders["x-csrf-token"] == nil {
                allHeaders["x-csrf-token"] = session.csrf
            }
        }
        var body = Data()
        var formParts: [FormPart] = []
        if let json {
            body = Data(json.utf8)
            if allHeaders["content-type"] == nil { allHeaders["content-type"] = "application/json" }
        }
        if let form {
            allHeaders["content-type"] = "application/x-www-form-urlencoded"
            formParts = form.map { FormPart(name: $0.0, data: Data($0.1.utf8)) }
            body = Data("form".utf8)
        }
        // As the server does: the path decoded whole for display, and segment by segment for routing.
        let target = String(parts[0])
        let request = HTTPRequest(method: method, path: target.removingPercentEncoding ?? target,
                                  pathSegments: HTTPRequest.decodedSegments(ofTarget: target), query: query,
                                  headers: allHeaders, body: body, form: formParts)
        return application.respond(to: request)
    }

    /// Signs in through the sign-in form as a browser does: opens it (which sets the form's cookie
    /// and puts its token in the form), then posts the name and password with both.
    func signIn(_ username: String, _ password: String, next: String = "/", address: String = "192.0.2.1",
                branch: String? = nil) -> HTTPResponse {
        let form = application.respond(to: HTTPRequest(method: "GET", path: "/login", remoteAddress: address))
        let cookie = (form.header("Set-Cookie") ?? "").prefix { $0 != ";" }
        let page = TestApplication.text(form)
        let token = page.components(separatedBy: "name=\"csrf\" value=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        return postSignIn(username, password, next: next, cookie: String(cookie), token: String(token), address: address, branch: branch)
    }

    /// Posts the sign-in form with a given cookie and token (either may be wrong, for the tests).
    func postSignIn(_ username: String, _ password: String, next: String = "/", cookie: String, token: String,
                    address: String = "192.0.2.1", branch: String? = nil) -> HTTPResponse {
        let fields = [("username", username), ("password", password), ("next", next), ("csrf", token)] + (branch.map { [("branch", $0)] } ?? [])
        return application.respond(to: HTTPRequest(
            method: "POST", path: "/login", headers: ["cookie": cookie, "content-type": "application/x-www-form-urlencoded"],
            body: Data("form".utf8), form: fields.map { FormPart(name: $0.0, data: Data($0.1.utf8)) }, remoteAddress: address))
    }

    /// The response body parsed as a JSON object or array.
    static func json(_ response: HTTPResponse) -> Any? {
        try? JSONSerialization.jsonObject(with: response.body)
    }

    /// The response body as text.
    static func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    /// The error code of an API error response.
    static func errorCode(_ response: HTTPResponse) -> String? {
        ((json(response) as? [String: Any])?["error"] as? [String: Any])?["code"] as? String
    }

    static let lermontov = """
        {"isbn": "978-5-17-079585-7", "authorSurname": "Лермонтов", "authorInitials": "М. Ю.", "title": "Герой нашего времени",
         "publisher": "АСТ", "city": "Москва", "year": 2018, "pages": 414, "price": 254, "bbk": "84(2Рос=Рус)1",
         "copies": [{"inventoryNumber": "12345"}]}
        """

    static let reader = """
        {"ticketNumber": "000123", "surname": "Иванов", "firstName": "Иван", "phone": "+7 900 000-00-00"}
        """
}
