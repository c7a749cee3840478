import Foundation
import Synchronization
import KartotekaCore
import KartotekaTestSupport
import Testing
@testable import KartotekaCopyCataloguing

/// A target may not make the server ask itself: loopback and link-local addresses are refused
/// unless the client allows them; what a target adds to its error goes to the log, never to the
/// message people read; a target's timeout is at most half a minute.
@Suite("Copy cataloguing: local targets, errors, timeouts")
struct LocalTargetTests {
    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "169.254.169.254", "::1", "[::1]", "::ffff:127.0.0.1", "fe80::1", "0.0.0.0"])
    func aLocalTargetIsRefusedUnlessAllowed(_ host: String) throws {
        let target = CopyCataloguingTarget(name: "Inside", host: host, port: try LoopbackPort.free(), database: "d", format: .rusmarc,
                                           timeoutSeconds: 2)
        let logged = LogLines()
        let result = CopyCataloguingClient(log: logged.add).search(.title("x"), on: [target])
        #expect(result.outcomes.first?.failure == .addressNotAllowed(target: "Inside"), "\(host)")
        #expect(result.outcomes.first?.failure?.message.english.contains("copycat_local_targets = allow") == true)
    }

    @Test func theTestsOwnZebraIsAskedWhenAllowed() throws {
        let result = CopyCataloguingClient(allowsLocalTargets: true).search(.title("времени"), on: [try TestZebra.rusmarc()])
        #expect(result.outcomes.first?.failure == nil && result.candidates.count == 1)
        #expect(CopyCataloguingClient().search(.title("времени"), on: [try TestZebra.rusmarc()]).outcomes.first?.failure
                == .addressNotAllowed(target: "Zebra RUSMARC"))
    }

    @Test(arguments: ["10.0.0.5", "192.168.1.10", "172.16.0.1", "193.233.14.5", "2001:db8::1"])
    func otherAddressesAreNotLocal(_ host: String) {
        #expect(!LocalAddress.isLocal(host), "\(host)")
    }

    @Test func whatATargetAddsToItsErrorGoesToTheLogOnly() {
        let target = CopyCataloguingTarget(name: "Echo", host: "catalogue.example", port: 80, database: "d", format: .rusmarc)
        let diagnostic = ZoomDiagnostic(code: 10003, message: "Decoding failed", addedInformation: "<?xml version=\"1.0\"?><secret>42</secret>",
                                        set: "ZOOM")
        let failure = diagnostic.failure(for: target)
        #expect(failure == .targetError(target: "Echo", detail: "Decoding failed"))
        #expect(!failure.message.russian.contains("secret") && !failure.message.english.contains("<?xml"))
        #expect(diagnostic.logLine(for: target).contains("<secret>42</secret>"))
    }

    @Test func aTargetWaitsAtMostHalfAMinute() {
        let saved = CopyCataloguingTarget(name: "Old", host: "catalogue.example", port: 210, database: "d", format: .rusmarc, timeoutSeconds: 120)
        #expect(CopyCataloguingClient.capped(saved).timeoutSeconds == 30)
        #expect(CopyCataloguingTarget.timeoutRange == 1...30)
    }
}

/// Lines a client logged.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
