import Foundation
@testable import KartotekaClient
import KartotekaCore
import KartotekaHTTP
import Synchronization
import Testing

/// How the client reports what went wrong: the server's error shape with its status, in the
/// language asked for; answers that are not the API's; no server at all.
@Suite("KartotekaClient: errors")
struct ClientErrorTests {
    let server: LiveServer

    init() throws {
        server = try LiveServer()
    }

    @Test func duplicateInventoryNumberIs409() async throws {
        let client = server.client(language: "en")
        let card = try await client.title(id: try await client.copy("1001").titleId)
        let error = await #expect(throws: KartotekaClientError.self) {
            try await client.addCopy(CopyInput(inventoryNumber: "1001"), toTitle: card.id)
        }
        #expect(error?.status == 409 && error?.code == "inventory_number_taken")
        #expect(error?.message == "The inventory number 1001 is already used by another copy. Enter a different one.")
    }

    @Test func withoutATokenIs401AndWithoutThePermissionIs403() async throws {
        let anonymous = KartotekaClient(baseURL: server.baseURL, language: "en")
        let signIn = await #expect(throws: KartotekaClientError.self) { try await anonymous.titles() }
        #expect(signIn?.status == 401 && signIn?.code == "sign_in_required")
        let forged = await #expect(throws: KartotekaClientError.self) {
            try await server.client(token: "not-a-token").reader("000101")
        }
        #expect(forged?.status == 401)
        // Open to anyone: the locations and the book's service.
        #expect(try await anonymous.listLocations().count == 5)
        #expect(try await anonymous.locations(country: "Ame").count == 2)

        let desk = server.client(language: "en", token: server.circulationToken)
        #expect(try await desk.copy("1001").status == "on_loan")
        let edit = await #expect(throws: KartotekaClientError.self) {
            try await desk.updateCopy("1002", with: CopyInput(status: "lost"))
        }
        #expect(edit?.status == 403 && edit?.code == "not_allowed")
        let loan = try await desk.lend("1002", to: "000102")
        #expect(try await desk.returnCopy("1002").id == loan.id)
    }

    @Test func missingThingsAre404() async throws {
        let client = server.client()
        let copy = await #expect(throws: KartotekaClientError.self) { try await client.copy("nope-404") }
        #expect(copy?.status == 404 && copy?.code == "copy_not_found")
        let title = await #expect(throws: KartotekaClientError.self) { try await client.title(id: 999_999) }
        #expect(title?.status == 404 && title?.code == "title_not_found")
        #expect(title?.message == "Книга №999999 не найдена в каталоге.")
    }

    @Test func invalidValuesAre422WithEveryField() async throws {
        let client = server.client(language: "en")
        let error = await #expect(throws: KartotekaClientError.self) {
            try await client.createTitle(TitleInput(isbn: "978-5-17-079585-0", title: " ", year: 33,
                                                    copies: [CopyInput(inventoryNumber: "has space")]))
        }
        #expect(error?.status == 422 && error?.code == "invalid_input")
        #expect(Set(error?.fields.map(\.field) ?? []) == ["isbn", "title", "year", "inventoryNumber"])
        #expect(error?.message(for: "year") == "The year is four digits, for example 2018.")

        let russian = server.client()
        let reader = await #expect(throws: KartotekaClientError.self) {
            try await russian.createReader(ReaderInput(ticketNumber: "R-1", surname: "Тест", schoolClass: "5Z"))
        }
        #expect(reader?.status == 422 && reader?.message(for: "firstName") == "Укажите имя читателя.")
        #expect(reader?.message(for: "schoolClass") != nil)
    }

    @Test func wrongTypesAndUnknownFieldsAre400() async throws {
        let client = server.client(language: "en")
        let body = Data(#"{"title": 5}"#.utf8)
        let wrongType = await #expect(throws: KartotekaClientError.self) {
            _ = try await client.send(Routes.Titles.create, body: .file(FileUpload(body, mediaType: "application/json")))
        }
        #expect(wrongType?.status == 400 && wrongType?.code == "wrong_type")
        #expect(wrongType?.message == "The field “title” must be a string.")

        let unknown = await #expect(throws: KartotekaClientError.self) {
            let body = Data(#"{"inventoryNumber":"1","ticketNumber":"2","due":"x"}"#.utf8)
            _ = try await client.send(Routes.Loans.lend, body: .file(FileUpload(body, mediaType: "application/json")))
        }
        #expect(unknown?.status == 400 && unknown?.code == "unknown_field")
        let malformed = await #expect(throws: KartotekaClientError.self) {
            _ = try await client.send(Routes.Loans.lend, body: .file(FileUpload(Data("{".utf8), mediaType: "application/json")))
        }
        #expect(malformed?.status == 400 && malformed?.code == "malformed_json")
    }

    @Test func pathSegmentsAndQueriesAreEncoded() async throws {
        let client = server.client(language: "en")
        let card = try await client.title(id: try await client.copy("1001").titleId)
        _ = try await client.addCopy(CopyInput(inventoryNumber: "Ф.12-б"), toTitle: card.id)
        #expect(try await client.copy("Ф.12-б").inventoryNumber == "Ф.12-б")
        // A `/` inside a number travels as %2F and stays inside its segment.
        _ = try await client.addCopy(CopyInput(inventoryNumber: "Ф.12/3-б"), toTitle: card.id)
        #expect(try await client.copy("Ф.12/3-б").inventoryNumber == "Ф.12/3-б")
        // "." and ".." would change the path itself: no inventory number is one, and the client refuses them anyway.
        #expect(throws: ValidationError.self) { try InventoryNumber(validating: "..") }
        let dots = await #expect(throws: KartotekaClientError.self) { try await client.send(Routes.Copies.get, path: ["inventory": ".."]) }
        guard case .invalidRequest? = dots else {
            Issue.record("expected an invalid request, got \(String(describing: dots))")
            return
        }

        let seen = Mutex<(path: String, query: [String])>(("", []))
        let echo = try LiveServer { request in
            seen.withLock { $0 = (request.path, request.query.map { "\($0.name)=\($0.value)" }) }
            return .json(Data(#"{"items":[],"offset":0,"limit":50,"hasMore":false}"#.utf8))
        }
        let prefixed = KartotekaClient(baseURL: echo.baseURL.appendingPathComponent("kartoteka/"))
        _ = try await prefixed.titles(matching: "C++ & ?#=ё", availability: .onLoan, offset: 10, limit: 5)
        #expect(seen.withLock { $0.path } == "/kartoteka/api/v1/titles")
        #expect(seen.withLock { $0.query } == ["offset=10", "limit=5", "q=C++ & ?#=ё", "availability=on_loan"])
        _ = try await prefixed.readers()
        #expect(seen.withLock { $0.query } == [])
    }

    @Test func sendsTheBearerTokenAndLanguage() async throws {
        let seen = Mutex<[String: String]>([:])
        let echo = try LiveServer { request in
            seen.withLock { $0 = request.headers }
            return .json(Data("[]".utf8))
        }
        let client = KartotekaClient(baseURL: echo.baseURL, language: "en", token: { "s3cret" })
        #expect(try await client.listLocations().isEmpty)
        #expect(seen.withLock { $0["authorization"] } == "Bearer s3cret")
        #expect(seen.withLock { $0["accept-language"] } == "en")

        let anonymous = KartotekaClient(baseURL: echo.baseURL, token: { nil })
        _ = try await anonymous.listLocations()
        #expect(seen.withLock { $0["authorization"] } == nil)
        #expect(seen.withLock { $0["accept-language"] } == "ru")
    }

    @Test func answersThatAreNotTheAPIsAreUnreadable() async throws {
        let html = try LiveServer { _ in .html("<h1>Bad gateway</h1>", status: 502) }
        let error = await #expect(throws: KartotekaClientError.self) {
            try await KartotekaClient(baseURL: html.baseURL).listLocations()
        }
        guard case .unreadableResponse(502, _, _)? = error else {
            Issue.record("expected an unreadable 502, got \(String(describing: error))")
            return
        }
        let wrongShape = try LiveServer { _ in .json(Data(#"{"items": 1}"#.utf8)) }
        let shape = await #expect(throws: KartotekaClientError.self) { try await KartotekaClient(baseURL: wrongShape.baseURL).titles() }
        #expect(shape?.status == 200)
    }

    @Test func noServerIsATransportError() async throws {
        let port: UInt16
        do {
            let closed = try LiveServer { _ in .noContent }
            port = UInt16(closed.baseURL.port!)
        }
        let client = KartotekaClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        let error = await #expect(throws: KartotekaClientError.self) { try await client.listLocations() }
        guard case .transport(let failure)? = error, failure.code == .cannotConnectToHost else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
    }
}
