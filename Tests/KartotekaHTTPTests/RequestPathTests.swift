import Synchronization
import Testing
@testable import KartotekaHTTP

@Suite("Request paths, response headers, quiet spells")
struct RequestPathTests {
    @Test("a target is split into decoded segments, its query and fragment left out", arguments: [
        ("/", [String]()),
        ("/locations?country=Ame", ["locations"]),
        ("//api//v1/titles/", ["api", "v1", "titles"]),
        ("/copies/%D0%98%D0%9D%D0%92%2F12%2F3/edit?q=a%2Fb", ["copies", "ИНВ/12/3", "edit"]),
        ("/copies/%FF%2F/x", ["copies", "%FF%2F", "x"]),
        ("/книги/1#верх", ["книги", "1"]),
        ("?q=/a/b", [String]()),
    ])
    func segments(target: String, expected: [String]) {
        #expect(HTTPRequest.decodedSegments(ofTarget: target) == expected)
    }

    @Test func headerNamesMatchInAnyCase() {
        let response = HTTPResponse(status: 200, headers: [("Content-Security-Policy", "a"), ("X-Frame-Options", "b")])
        #expect(response.header("content-security-policy") == "a")
        #expect(response.header("X-FRAME-OPTIONS") == "b")
        #expect(response.header("X-Frame-Option") == nil)
        #expect(response.header("X-Frame-Options-") == nil)
        // Only letters fold: `[` is not `{`, nor `@` a backquote.
        #expect(HTTPResponse(status: 200, headers: [("A[", "x")]).header("a{") == nil)
    }

    @Test func theQuietSpellRunsOnceAfterRequestsStop() async throws {
        let runs = Atomic<Int>(0)
        let spell = QuietSpell { runs.add(1, ordering: .relaxed) }
        spell.look(requests: 0)
        #expect(runs.load(ordering: .relaxed) == 0, "nothing was answered yet")
        spell.look(requests: 5)
        spell.look(requests: 5)
        #expect(runs.load(ordering: .relaxed) == 0, "not quiet for a second yet")
        try await Task.sleep(for: .milliseconds(1_100))
        spell.look(requests: 5)
        spell.look(requests: 5)
        #expect(runs.load(ordering: .relaxed) == 1)
        spell.look(requests: 6)
        try await Task.sleep(for: .milliseconds(1_100))
        spell.look(requests: 6)
        #expect(runs.load(ordering: .relaxed) == 2)
    }
}
