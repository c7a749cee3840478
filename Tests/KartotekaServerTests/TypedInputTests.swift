import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaHTTP
@testable import KartotekaServer
import KartotekaWire
import Testing

/// Handlers read their query parameters and form fields typed, through the declarations their
/// endpoints list: reading anything else is a mistake in the code, and what was sent that is no
/// such value is a clear message in the reader's language, never a failure of the server.
@Suite("Typed query parameters and form fields")
struct TypedInputTests {
    /// A context for an endpoint of one's own, as the application builds it.
    static func context(_ declaration: some EndpointDeclaration, _ request: HTTPRequest) throws -> RequestContext {
        RequestContext(request: request, principal: nil, endpoint: declaration.endpoint, services: try TestApplication().application.services,
                       pathValues: [:])
    }

    @Test func readingWhatTheEndpointDoesNotDeclareIsAMistakeInTheCode() throws {
        let request = HTTPRequest(method: "POST", path: "/x", query: [(name: "q", value: "a")],
                                  form: [FormPart(name: "back", data: Data("/books".utf8))])
        let bare = try Self.context(Endpoint.form("/x", .everyone) { _ in .noContent }, request)
        #expect(throws: EndpointDeclarationError.self) { try bare.query(QueryParameters.words) }
        #expect(throws: EndpointDeclarationError.self) { try bare.lenientQuery(QueryParameters.words) }
        #expect(throws: EndpointDeclarationError.self) { try bare.form(FormFields.back) }
        #expect(throws: EndpointDeclarationError.self) { try bare.isSent(FormFields.back) }
        var draft = TitleDraft()
        #expect(throws: EndpointDeclarationError.self) { try bare.fill(&draft, FormFields.title) }
        let page = try Self.context(Endpoint.page(.get, "/x", .everyone) { _ in .noContent }, request)
        #expect(throws: EndpointDeclarationError.self) { try page.query(QueryParameters.words) }
        #expect(throws: EndpointDeclarationError.self) { try page.form(FormFields.back) }
        let declared = try Self.context(Endpoint.form("/x", .everyone, fields: [FormFields.back] + FormFields.title.form) { _ in .noContent }, request)
        #expect(try declared.form(FormFields.back) == "/books")
        #expect(throws: Never.self) { try declared.fill(&draft, FormFields.title) }
    }

    /// No handler reads the request's query or form by name: only the declarations do.
    @Test func noHandlerReadsTheRequestByName() throws {
        let server = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/KartotekaServer")
        // The declarations and the context that reads through them; the anti-forgery checks, which
        // read the token every form carries before any handler runs; the page's own address (for
        // the language switch), which it copies without its notice.
        let allowed: Set = ["Endpoints/FormField.swift", "Endpoints/QueryParameter+Request.swift", "Endpoints/RequestContext+Forms.swift",
                            "Accounts/Authenticator.swift", "Accounts/SignInFormCookie.swift", "Kit/PageContext.swift"]
        let files = (FileManager.default.enumerator(atPath: server.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files where !allowed.contains(file) {
            let source = try String(contentsOf: server.appendingPathComponent(file), encoding: .utf8)
            for reading in ["queryValue(", "formValue(", "formFile(", "request.query.filter", "request.query.contains", "request.form."] {
                #expect(!source.contains(reading), "\(file) reads \(reading) by name")
            }
        }
    }

    /// Every page and every form, sent nonsense in each query parameter and field it declares,
    /// answers with a page that says what is wrong (or ignores it), never with a failure: so no
    /// handler reads, on the way, what it does not declare, and no value it cannot use escapes.
    @Test func nonsenseInEveryDeclaredInputIsNeverAFailure() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov.replacingOccurrences(of: "12345", with: "1001"))
            .status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let nonsense = "<x>\u{1}%zz\u{0}"
        let encoded = nonsense.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let pages = EndpointCatalogue.pages.filter { $0.path.description != "/logout" }
        var tried = 0
        for endpoint in pages {
            let path = AccessMatrixTests.sample(endpoint.path.description)
            for language in ["ru", "en"] {
                let response: HTTPResponse
                if endpoint.method == .post {
                    response = app.send("POST", path, form: endpoint.formFields.map { ($0, nonsense) }, headers: ["Cookie": "lang=\(language)"])
                    tried += endpoint.formFields.count
                } else {
                    let query = endpoint.query.map { "\($0.name)=\(encoded)" }.joined(separator: "&")
                    response = app.send("GET", query.isEmpty ? path : "\(path)?\(query)", headers: ["Cookie": "lang=\(language)"])
                    tried += endpoint.query.count
                }
                #expect(response.status < 500, "\(endpoint.signature) with nonsense → \(response.status): \(TestApplication.text(response).prefix(300))")
            }
        }
        #expect(tried > 200)
        #expect(!app.log.lines.contains { $0.contains("undeclared") })
    }

    @Test func aDueDayThatIsNoDayIsShownNextToItsFieldInTheReadersLanguage() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        for (language, words) in [("ru", "не распознана"), ("en", "is not understood")] {
            let page = app.send("POST", "/copies/12345/lend", form: [("ticketNumber", "000123"), ("dueOn", "31.02.2024")],
                                headers: ["Cookie": "lang=\(language)"])
            #expect(page.status == 422)
            let html = TestApplication.text(page)
            #expect(html.contains("id=\"dueOn-error\"") && html.contains(words), "\(language)")
            #expect(html.contains("value=\"31.02.2024\"") && html.contains("value=\"000123\""), "what was typed is kept")
        }
        let account = app.send("POST", "/accounts/new", form: [("username", "desk2"), ("password", "correct horse battery"), ("role", "wizard")])
        #expect(account.status == 422 && TestApplication.text(account).contains("id=\"role-error\""))
        #expect(try app.store.existingAccount(username: "desk2") == nil)
        // A librarian's account refused for a short password comes back a librarian's, not a helper's.
        let short = app.send("POST", "/accounts/new", form: [("username", "lib2"), ("password", "short"), ("role", "librarian"),
                                                            ("displayName", "Петрова")])
        let shortPage = TestApplication.text(short)
        #expect(short.status == 422 && shortPage.contains("<option value=\"librarian\" selected") && shortPage.contains("value=\"lib2\"")
                && shortPage.contains("value=\"Петрова\""), "\(shortPage)")
        // A batch set to close, refused for its day, comes back set to close.
        let batch = app.send("POST", "/api/v1/receipts", json: #"{"receivedOn": "2024-01-15", "source": "purchase"}"#)
        #expect(batch.status == 201)
        let closing = app.send("POST", "/receipts/2024-1/edit", form: [("receivedOn", "2023-12-31"), ("source", "purchase"), ("open", "0")])
        #expect(closing.status == 422 && TestApplication.text(closing).contains("<option value=\"0\" selected"), "\(TestApplication.text(closing))")
        #expect(try app.store.listTitles(CatalogQuery()).items.first?.onLoanCount == 0)
    }
}
