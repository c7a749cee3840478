import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaServer
import Testing

/// Every endpoint `kartoteka serve --routes` lists, called by every kind of caller, answers as its
/// declared access says: admitted callers are never refused, the others always are — a signed-in
/// account without the permission with 403, anyone else with 401 (or, for a page, a redirect to
/// the sign-in form). A new route with the wrong rule fails here.
@Suite("Role × endpoint access matrix")
struct AccessMatrixTests {
    /// Who calls.
    enum Caller: CaseIterable {
        case anonymous, circulation, librarian, administrator, circulationToken, revokedToken, reader

        /// The account the server should see, if any.
        var role: Role? {
            switch self {
            case .anonymous, .revokedToken, .reader: nil
            case .circulation, .circulationToken: .circulation
            case .librarian: .librarian
            case .administrator: .administrator
            }
        }
    }

    /// Whether a listed access admits a caller: a staff role (nil: no account), or a reader
    /// signed in to the self-service catalogue, who has no staff permission at all.
    static func admits(_ access: String, _ caller: Caller) -> Bool {
        let role = caller.role
        switch access {
        case "public": return true
        case "reader": return caller == .reader
        case "signed-in": return role != nil
        default:
            guard let permission = Permission(rawValue: access) else {
                Issue.record("unknown access \(access)")
                return false
            }
            return role?.permissions.contains(permission) ?? false
        }
    }

    /// A concrete path for a template.
    static func sample(_ template: String) -> String {
        template.replacingOccurrences(of: "{id}", with: "1").replacingOccurrences(of: "{inventory}", with: "1001")
            .replacingOccurrences(of: "{code}", with: "1").replacingOccurrences(of: "{receipt}", with: "2024-1").replacingOccurrences(of: "{act}", with: "2024-1")
            .replacingOccurrences(of: "{ticket}", with: "000123").replacingOccurrences(of: "{name}", with: "nobody")
    }

    @Test("every route answers every caller as its access says", arguments: Caller.allCases)
    func everyRouteAnswersAsDeclared(_ caller: Caller) throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov.replacingOccurrences(of: "12345", with: "1001"))
            .status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        var headers: [String: String] = [:]
        var sessionRole: Role?
        switch caller {
        case .anonymous:
            break
        case .circulation, .librarian, .administrator:
            sessionRole = caller.role
        case .circulationToken, .revokedToken:
            let token = SecretTokens.generate()
            let record = try app.store.addAPIToken(username: Role.circulation.rawValue, name: "desk", tokenDigest: SecretTokens.digest(token))
            if caller == .revokedToken { try app.store.revokeAPIToken(id: record.id) }
            headers["authorization"] = "Bearer \(token)"
        case .reader:
            let token = SecretTokens.generate()
            let csrf = SecretTokens.generate()
            try app.store.startReaderSession(TicketNumber(unchecked: "000123"), tokenDigest: SecretTokens.digest(token), csrfToken: csrf,
                                             expiresAt: app.clock.now().addingTimeInterval(3600))
            headers["cookie"] = "kartoteka_reader=\(token)"
            headers["x-csrf-token"] = csrf
        }
        let routes = KartotekaApplication.routes
        #expect(routes.count > 90)
        // Signing out ends the session, so it goes last.
        let signOuts: Set<String> = ["/logout", "/my/logout"]
        let ordered = routes.filter { !signOuts.contains($0.path) } + routes.filter { signOuts.contains($0.path) }
        for route in ordered {
            let path = Self.sample(route.path)
            let isForm = route.audience == "page" && route.method == "POST"
            let json: String? = route.audience == "api" && ["POST", "PUT"].contains(route.method) ? "{}" : nil
            let response = app.send(route.method, path, json: json, form: isForm ? [] : nil, headers: headers, as: sessionRole)
            let name = "\(caller) \(route.method) \(route.path) → \(response.status)"
            if Self.admits(route.access, caller) {
                let refused = response.status == 401
                    || (response.status == 303 && (response.header("Location") ?? "").hasPrefix("/my/login"))
                    || (response.status == 403 && TestApplication.errorCode(response) != "stale_form"
                        && !TestApplication.text(response).contains("Форма устарела"))
                    || (response.status == 303 && (response.header("Location") ?? "").hasPrefix("/login"))
                #expect(!refused, "\(name): admitted, but refused")
                #expect(response.status != 500, "\(name): failed")
            } else if route.access == "reader" {
                let toSignIn = route.audience == "page" && route.method == "GET"
                    ? response.status == 303 && (response.header("Location") ?? "").hasPrefix("/my/login?next=")
                    : response.status == 403
                #expect(toSignIn, "\(name): should ask a reader to sign in")
            } else if caller.role == nil {
                let toSignIn = route.audience == "page" && route.method == "GET"
                    ? response.status == 303 && (response.header("Location") ?? "").hasPrefix("/login?next=")
                    : response.status == 401
                #expect(toSignIn, "\(name): should ask to sign in")
            } else {
                #expect(response.status == 403, "\(name): should be refused")
            }
        }
    }

    /// What nothing declares is not found, for everyone, whatever the method.
    @Test("an undeclared path is 404 for everyone", arguments: Caller.allCases)
    func undeclaredPathsAreNotFound(_ caller: Caller) throws {
        let app = try TestApplication()
        for (method, path) in [("GET", "/settings/x"), ("POST", "/settings/backup/now"), ("GET", "/api/v1/nothing"), ("DELETE", "/x"),
                               ("GET", "/static/../settings"), ("GET", "/accounts/x/y/z"), ("POST", "/api/v1/titles/1/copies/2")] {
            let response = app.send(method, path, as: caller.role)
            #expect(response.status == 404, "\(caller) \(method) \(path) → \(response.status)")
        }
    }

    /// The routes and their rules, pinned: a new route, or a changed rule, shows in review as a
    /// change to `Tests/Fixtures/golden/routes.txt` (refresh with `KARTOTEKA_UPDATE_GOLDEN=1`).
    @Test func theRoutesAndTheirRulesArePinned() throws {
        let listed = KartotekaApplication.routes.map { "\($0.method) \($0.path) \($0.access)" }.sorted().joined(separator: "\n") + "\n"
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/golden/routes.txt")
        if ProcessInfo.processInfo.environment["KARTOTEKA_UPDATE_GOLDEN"] == "1" {
            try Data(listed.utf8).write(to: golden)
        }
        #expect(listed == (try String(contentsOf: golden, encoding: .utf8)))
    }

    /// Rules that hold whatever routes are added: nothing that changes data is open to everyone but
    /// signing in; whatever lives under an administrator's or an exchange prefix needs its permission.
    @Test func rulesHoldForWholeAreas() {
        let areas: [(prefix: String, needs: Permission)] = [
            ("/settings", .manageSettings), ("/api/v1/settings", .manageSettings), ("/accounts", .manageAccounts),
            ("/audit", .manageAccounts), ("/export", .exchange), ("/import", .exchange), ("/api/v1/export", .exchange),
            ("/api/v1/import", .exchange), ("/accounting", .keepAccounts), ("/receipts", .keepAccounts),
            ("/api/v1/receipts", .keepAccounts), ("/writeoffs", .keepAccounts), ("/api/v1/writeoffs", .keepAccounts), ("/ksu", .keepAccounts),
            ("/api/v1/ksu", .keepAccounts), ("/inventory-book", .keepAccounts), ("/api/v1/inventory-book", .keepAccounts),
        ]
        for route in KartotekaApplication.routes {
            if route.method != "GET" && !["/login", "/my/login", "/my/code"].contains(route.path) {
                #expect(route.access != "public", "\(route.method) \(route.path) changes data but is public")
            }
            for area in areas where route.path == area.prefix || route.path.hasPrefix(area.prefix + "/") {
                #expect(route.access == area.needs.rawValue, "\(route.method) \(route.path) needs \(area.needs.rawValue), not \(route.access)")
            }
        }
    }

    /// The holes of the old path-pattern rules: only the exact `/settings` was protected.
    @Test func aCirculationHelperCannotRunAdministratorActions() throws {
        let app = try TestApplication()
        for path in ["/settings/backup", "/settings/anonymise", "/settings", "/accounts/new", "/import"] {
            #expect(app.send("POST", path, form: [], as: .circulation).status == 403, "\(path)")
        }
    }
}
