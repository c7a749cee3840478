import Foundation
import KartotekaCopyCataloguing
import KartotekaMetadata
import KartotekaCore
import KartotekaTestSupport
import Testing

/// What each target did when it could not answer: the others' candidates still come, and each
/// failure says what happened in both languages.
@Suite("Copy cataloguing: targets that fail")
struct TargetFailureTests {
    let client = CopyCataloguingClient(allowsLocalTargets: true)

    @Test("A target that times out does not hold up one that answers")
    func timeoutWhileAnotherAnswers() throws {
        let started = Date()
        let result = client.search(.title("времени"), on: [try TestZebra.slow(seconds: 5, timeoutSeconds: 1), try TestZebra.rusmarc()])
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(result.outcomes[0].failure == .timedOut(target: "Slow", seconds: 1))
        #expect(result.outcomes[1] == CopyCataloguingTargetOutcome(target: "Zebra RUSMARC", found: 1, received: 1))
        #expect(result.candidates.map(\.title.title) == ["Герой нашего времени"])
        #expect(result.outcomes[0].failure?.message.russian == "Каталог «Slow» не ответил за 1 секунду. Попробуйте позже или увеличьте время ожидания.")
    }

    @Test("Unreachable, refused login, unsupported format, unknown database, records that do not decode")
    func failures() throws {
        var refused = try TestZebra.rusmarc("Login")
        refused.user = "librarian"
        refused.password = "wrong"
        var accepted = refused
        accepted.name = "Login accepted"
        accepted.password = "secret"
        let closed = CopyCataloguingTarget(name: "Closed", host: "127.0.0.1", port: try LoopbackPort.free(), database: "books",
                                           format: .rusmarc, timeoutSeconds: 2)
        var rusmarcAtZtest = try TestZebra.slow("Ztest", seconds: 0, timeoutSeconds: 5)
        rusmarcAtZtest.database = "Default"
        rusmarcAtZtest.format = .rusmarc
        let unknownDatabase = try TestZebra.target("No such", database: "nothing", format: .rusmarc, characterSet: .windows1251)
        let unimarc = try TestZebra.target("XML as UNIMARC", database: "rusmarc", format: .unimarc, characterSet: .utf8)
        let targets = [closed, refused, accepted, rusmarcAtZtest, unknownDatabase, unimarc, try TestZebra.marc21()]
        let result = client.search(.isbn(try ISBN(parsing: "9785170795857")), on: targets)
        #expect(result.outcomes.map(\.failure) == [
            .unreachable(target: "Closed"), .loginRefused(target: "Login"), nil, .formatUnsupported(target: "Ztest", format: .rusmarc),
            .databaseUnavailable(target: "No such", database: "nothing"), .recordsUndecodable(target: "XML as UNIMARC", count: 1), nil,
        ])
        #expect(result.groups.count == 1 && result.groups[0].candidates.map(\.target) == ["Login accepted", "Zebra MARC 21"])
        #expect(result.outcomes[3].failure?.message.english
                == "The catalogue “Ztest” does not give records in RUSMARC. Choose another format in its settings.")
    }

    @Test("A look-up that finds nothing while a catalogue failed says so: that is no \"not found\" to keep")
    func aFailureIsNoNotFound() throws {
        let closed = CopyCataloguingTarget(name: "Closed", host: "127.0.0.1", port: try LoopbackPort.free(), database: "books",
                                           format: .rusmarc, timeoutSeconds: 2)
        let provider = CopyCataloguingProvider(client: client, targets: [closed, try TestZebra.rusmarc()])
        #expect(throws: MetadataError.catalogueFailed(.unreachable(target: "Closed"))) {
            try provider.lookup(try ISBN(parsing: "9780306406157"))
        }
        #expect(try provider.lookup(try ISBN(parsing: "9785170795857")).count == 1, "found by the other, the failure does not matter")
    }

    @Test("A record a target has is fetched again by its control number")
    func recordByID() throws {
        let candidate = try client.record("RU\\TEST\\bibl\\1002", at: try TestZebra.rusmarc())
        #expect(candidate.title.title == "Война и мир" && candidate.title.firstAuthor?.surname == "Толстой")
        #expect(candidate.draft(authorSignStyle: .compact).authorSign == "Т53")
        #expect(throws: CopyCataloguingError.recordNotFound(target: "Zebra MARC 21", id: "nothing")) {
            try client.record("nothing", at: try TestZebra.marc21())
        }
    }

    @Test("Connections are kept and reused: many searches in a row use one")
    func keptConnection() throws {
        let client = CopyCataloguingClient(allowsLocalTargets: true)
        let target = try TestZebra.marc21("Kept")
        for isbn in ["0451526538", "9785170795857", "9780452284234"] {
            #expect(client.search(.isbn(try ISBN(parsing: isbn)), on: [target]).candidates.count == 1)
            #expect(client.keptConnections == 1)
        }
    }
}
