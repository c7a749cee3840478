import Foundation
import Testing

/// `kartoteka serve --routes` lists the endpoints from the same declarations the server routes by: the
/// same list the server's tests pin (`Tests/Fixtures/golden/routes.txt`).
@Suite("kartoteka serve --routes")
struct ServeRoutesTests {
    struct Route: Decodable {
        let method: String
        let path: String
        let access: String
        let audience: String
    }

    @Test func listsEveryRouteWithItsAccess() throws {
        let cli = try CLI()
        let json = try cli.run(["serve", "--routes", "--json"], withDatabase: false)
        #expect(json.status == 0, "\(json.error)")
        let routes = try JSONDecoder().decode([Route].self, from: Data(json.output.utf8))
        let pinned = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/golden/routes.txt"), encoding: .utf8)
        #expect(routes.map { "\($0.method) \($0.path) \($0.access)" }.sorted().joined(separator: "\n") + "\n" == pinned)
        #expect(routes.contains { $0.method == "POST" && $0.path == "/settings/backup" && $0.access == "manageSettings" })
        let text = try cli.run(["serve", "--routes"], withDatabase: false)
        #expect(text.status == 0 && text.output.split(separator: "\n").count == routes.count)
        #expect(text.output.contains("/api/v1/copies/{inventory}/return") && text.output.contains("circulate"))
    }
}
