import Foundation
import KartotekaCore
import KartotekaHTTP
@testable import KartotekaServer
import KartotekaStore
import Testing

/// The OpenAPI description agrees with the router: every documented operation exists, every
/// method the router has for a documented path is documented, and every reference resolves.
/// (The contract test in Tests/Python checks the answers themselves against it.)
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    let document: [String: Any]

    init() throws {
        document = try #require(try JSONSerialization.jsonObject(with: OpenAPIDocument.data) as? [String: Any])
    }

    var paths: [String: [String: Any]] {
        (document["paths"] as? [String: [String: Any]]) ?? [:]
    }

    /// A concrete path for a template: `/api/v1/titles/{id}` → `/api/v1/titles/1`.
    static func sample(_ template: String) -> String {
        template.replacingOccurrences(of: "{id}", with: "1").replacingOccurrences(of: "{inventory}", with: "1001")
            .replacingOccurrences(of: "{code}", with: "1")
            .replacingOccurrences(of: "{ticket}", with: "000101").replacingOccurrences(of: "{receipt}", with: "2024-1").replacingOccurrences(of: "{act}", with: "2024-1")
    }

    @Test func isOpenAPI3WithEveryEndpoint() {
        #expect(document["openapi"] as? String == "3.0.3")
        let expected: Set<String> = [
            "/api/v1/titles", "/api/v1/titles/{id}", "/api/v1/titles/{id}/copies", "/api/v1/copies/{inventory}",
            "/api/v1/copies/{inventory}/return", "/api/v1/copies/{inventory}/undo", "/api/v1/copies/{inventory}/renew", "/api/v1/readers",
            "/api/v1/readers/{ticket}", "/api/v1/readers/{ticket}/data", "/api/v1/readers/{ticket}/formular", "/api/v1/loans", "/api/v1/loans/overdue", "/api/v1/locations",
            "/api/v1/locations/{id}", "/api/v1/search", "/api/v1/openapi.json", "/locations", "/catalog",
            "/api/v1/export", "/api/v1/export/mail", "/api/v1/import", "/api/v1/scan", "/api/v1/lookup", "/api/v1/labels",
            "/api/v1/copies/{inventory}/qr.svg", "/api/v1/branches", "/api/v1/branches/{code}", "/api/v1/transfers",
            "/api/v1/copies/{inventory}/receive", "/api/v1/copies/{inventory}/cancel-transfer",
            "/api/v1/branches/{code}/location", "/api/v1/desk/scans", "/api/v1/loan-rules",
            "/api/v1/blocks", "/api/v1/blocks/{id}", "/api/v1/readers/{ticket}/blocks", "/api/v1/copies/{inventory}/loss",
            "/api/v1/losses", "/api/v1/losses/{id}/settlement", "/api/v1/losses/replacements", "/api/v1/class-sets", "/api/v1/class-sets/{id}",
            "/api/v1/class-sets/{id}/return", "/api/v1/textbooks", "/api/v1/textbook-provision", "/api/v1/textbook-orders",
            "/api/v1/textbooks/{id}", "/api/v1/textbooks/{id}/copies",
            "/api/v1/classes", "/api/v1/classes/list", "/api/v1/classes/promotion", "/api/v1/classes/promotion/undo",
            "/api/v1/copycat/targets", "/api/v1/copycat/targets/{id}", "/api/v1/copycat/presets", "/api/v1/copycat/search",
            "/api/v1/copycat/record",
            "/api/v1/receipts", "/api/v1/receipts/{receipt}", "/api/v1/writeoffs", "/api/v1/writeoffs/{act}", "/api/v1/ksu",
            "/api/v1/inventory-book", "/api/v1/stocktakes", "/api/v1/stocktakes/{id}", "/api/v1/stocktakes/{id}/scans",
            "/api/v1/stocktakes/{id}/picture", "/api/v1/stocktakes/{id}/report", "/api/v1/stocktakes/{id}/finish",
            "/api/v1/stats", "/api/v1/titles/{id}/description", "/api/v1/forms/oo2", "/api/v1/forms/6nk",
            "/api/v1/forms/register", "/api/v1/forms/bulletin",
            "/api/v1/holds", "/api/v1/holds/{id}", "/api/v1/holds/{id}/cancel",
            "/api/v1/notices", "/api/v1/notices/send", "/api/v1/notices/{id}/retry",
            "/api/v1/readers/{ticket}/access", "/api/v1/settings/library",
            "/api/v1/lists", "/api/v1/lists/{kind}/versions", "/api/v1/lists/matches", "/api/v1/lists/matches/{id}/decision",
            "/api/v1/lists/checks", "/api/v1/lists/withdrawal", "/api/v1/age-marks/missing", "/api/v1/age-marks/outside-closed",
            "/api/v1/readers/{ticket}/consent", "/api/v1/personal-data/without-consent", "/api/v1/personal-data/anonymisation",
            "/api/v1/personal-data/acts", "/api/v1/personal-data/acts/{id}", "/api/v1/personal-data/log",
        ]
        #expect(Set(paths.keys) == expected)
    }

    /// The document's operations are exactly the routes under `/api/` and the book's service.
    @Test func theDocumentsPathsAreTheAPIRoutes() {
        let documented = Set(paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } })
        let routes = Set(KartotekaApplication.routes.filter { $0.audience != "page" }.map { "\($0.method) \($0.path)" })
        #expect(documented == routes)
        #expect(routes.allSatisfy { $0.contains(" /api/") || $0.hasSuffix(" /locations") || $0.hasSuffix(" /catalog") })
    }

    @Test func documentedMethodsAreExactlyTheRoutersMethods() throws {
        let application = try TestApplication().application
        for (template, operations) in paths {
            let answer = application.respond(to: HTTPRequest(method: "TRACE", path: Self.sample(template)))
            #expect(answer.status == 405, "\(template)")
            let allowed = Set((answer.header("Allow") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            let documented = Set(operations.keys.map { $0.uppercased() })
            #expect(allowed == documented, "\(template): the router has \(allowed.sorted()), the document \(documented.sorted())")
        }
    }

    @Test func operationIdsAreUniqueAndEveryErrorUsesTheErrorShape() throws {
        var ids: [String] = []
        let responses = try #require((document["components"] as? [String: Any])?["responses"] as? [String: Any])
        for (template, operations) in paths {
            for (method, value) in operations {
                let operation = try #require(value as? [String: Any], "\(method) \(template)")
                ids.append(try #require(operation["operationId"] as? String))
                let answers = try #require(operation["responses"] as? [String: Any])
                for (status, answer) in answers where status.hasPrefix("4") {
                    let reference = try #require((answer as? [String: Any])?["$ref"] as? String, "\(method) \(template) \(status)")
                    let name = String(reference.split(separator: "/").last ?? "")
                    let schema = (((responses[name] as? [String: Any])?["content"] as? [String: Any])?["application/json"]
                        as? [String: Any])?["schema"] as? [String: String]
                    #expect(schema?["$ref"] == "#/components/schemas/Error", "\(method) \(template) \(status)")
                }
            }
        }
        #expect(ids.count == Set(ids).count)
        #expect(ids.count == 131)
    }

    /// Operations open to anyone say so (`security: []`); the others answer 401 without a token.
    @Test func securityMatchesTheAccessRules() throws {
        let application = try TestApplication().application
        for (template, operations) in paths {
            for (method, value) in operations {
                let operation = try #require(value as? [String: Any])
                let open = (operation["security"] as? [Any])?.isEmpty == true
                let responses = try #require(operation["responses"] as? [String: Any])
                #expect(open == (responses["401"] == nil), "\(method) \(template)")
                let answer = application.respond(to: HTTPRequest(method: method.uppercased(), path: Self.sample(template)))
                #expect((answer.status == 401) == !open, "\(method) \(template): \(answer.status) without a token")
            }
        }
    }

    /// The answers that are not JSON (files, pages, pictures) come with a media type the document
    /// names for them, and with the headers it says they always have.
    @Test func fileAnswersHaveTheirDocumentedMediaTypes() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let requests: [(template: String, method: String, path: String)] = [
            ("/api/v1/export", "get", "/api/v1/export?id=1"),
            ("/api/v1/export", "get", "/api/v1/export?what=readers&format=iso"),
            ("/api/v1/labels", "get", "/api/v1/labels?inventory=12345&ticket=000123"),
            ("/api/v1/copies/{inventory}/qr.svg", "get", "/api/v1/copies/12345/qr.svg"),
            ("/api/v1/readers/{ticket}/data", "get", "/api/v1/readers/000123/data"),
        ]
        for (template, method, path) in requests {
            let answer = app.send(method.uppercased(), path)
            #expect(answer.status == 200, "\(path)")
            let ok = try #require(((paths[template]?[method] as? [String: Any])?["responses"] as? [String: Any])?["200"] as? [String: Any])
            let documented = Set(((ok["content"] as? [String: Any]) ?? [:]).keys)
            let mediaType = String((answer.header("Content-Type") ?? "").split(separator: ";").first ?? "")
            #expect(documented.contains(mediaType), "\(path): \(mediaType) is not among \(documented.sorted())")
            for (name, header) in (ok["headers"] as? [String: [String: Any]]) ?? [:] where header["required"] as? Bool == true {
                #expect(answer.header(name) != nil, "\(path): no \(name)")
            }
        }
    }

    @Test func everyReferenceResolves() throws {
        let text = String(decoding: OpenAPIDocument.data, as: UTF8.self)
        let components = try #require(document["components"] as? [String: [String: Any]])
        let references = text.components(separatedBy: "\"$ref\":\"#/components/").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!references.isEmpty)
        for reference in references {
            let parts = reference.split(separator: "/").map(String.init)
            #expect(parts.count == 2 && components[parts[0]]?[parts[1]] != nil, "\(reference)")
        }
    }

    @Test func servedAtItsPath() throws {
        let application = try TestApplication().application
        let answer = application.respond(to: HTTPRequest(method: "GET", path: "/api/v1/openapi.json"))
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        #expect(answer.body == OpenAPIDocument.data)
    }
}
