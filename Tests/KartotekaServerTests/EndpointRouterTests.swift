import Foundation
import KartotekaHTTP
@testable import KartotekaServer
import KartotekaWire
import Testing

@Suite("Endpoint router")
struct EndpointRouterTests {
    static func endpoint(_ method: HTTPMethod, _ path: PathTemplate, _ answer: String) -> Endpoint {
        Endpoint(method: method, path: path, access: .everyone, audience: .page, query: [], documentation: nil) { context in
            .text(path.parameters.isEmpty ? answer : "\(answer) \(try context.path(PathParameters.titleID))")
        }
    }

    let router = EndpointRouter([
        endpoint(.get, "/books/\(PathParameters.titleID)", "title"),
        endpoint(.delete, "/books/\(PathParameters.titleID)", "delete"),
        endpoint(.get, "/books/new", "new"),
        endpoint(.get, "/", "home"),
    ])

    func run(_ method: String, _ path: String, segments: [String]? = nil) throws -> String {
        switch router.match(method: method, path: segments ?? HTTPRequest.decodedSegments(ofTarget: path)) {
        case .found(let endpoint, let values):
            let request = HTTPRequest(method: method, path: path, pathSegments: segments)
            let application = KartotekaApplication(dependencies: try TestApplication().application.dependencies)
            let context = RequestContext(request: request, principal: nil, endpoint: endpoint, services: application.services,
                                         pathValues: values)
            return String(decoding: try endpoint.handle(context).body, as: UTF8.self)
        case .methodNotAllowed(let methods): return "405 \(methods.sorted())"
        case .notFound: return "404"
        }
    }

    @Test func matchesMethodsAndTypedParameters() throws {
        #expect(try run("GET", "/books/7") == "title 7")
        #expect(try run("HEAD", "/books/7") == "title 7")
        #expect(try run("DELETE", "/books/7") == "delete 7")
        #expect(try run("POST", "/books/7") == "405 [\"DELETE\", \"GET\"]")
        #expect(try run("GET", "/books") == "404")
        #expect(try run("GET", "/books/7/extra") == "404")
        #expect(try run("GET", "/") == "home")
        #expect(try run("TRACE", "/") == "405 [\"GET\"]")
    }

    @Test func aLiteralWinsOverAParameter() throws {
        #expect(try run("GET", "/books/new") == "new")
    }

    @Test func aValueThatIsNotOfItsTypeIsABadParameter() throws {
        #expect(throws: APIError.invalidParameter(name: "id", value: "abc")) { try run("GET", "/books/abc") }
    }

    @Test func aSegmentHoldingASlashIsOneValue() throws {
        let template: PathTemplate = "/copies/\(PathParameters.inventory)/edit"
        #expect(template.match(["copies", "7/1", "edit"]) == ["inventory": "7/1"])
        #expect(template.description == "/copies/{inventory}/edit")
    }

    @Test func everyDeclaredRouteIsUnambiguous() {
        var seen: Set<String> = []
        for endpoint in EndpointCatalogue.all {
            let shape = endpoint.method.rawValue + " " + endpoint.path.segments.map { segment -> String in
                if case .literal(let text) = segment { return text }
                return "{}"
            }.joined(separator: "/")
            #expect(seen.insert(shape).inserted, "\(endpoint.signature) is declared twice")
        }
    }
}
