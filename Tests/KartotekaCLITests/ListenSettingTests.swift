import Foundation
import Testing
@testable import KartotekaCommandLine

/// Where `serve` listens when its options do not say: the configuration's `listen`.
@Suite("The listen setting")
struct ListenSettingTests {
    @Test(arguments: [
        ("0.0.0.0", "0.0.0.0", nil), ("0.0.0.0:8080", "0.0.0.0", 8080), (" 192.168.1.10:3000 ", "192.168.1.10", 3000), ("::", "::", nil), ("[::]:3000", "::", 3000),
        ("library.local", "library.local", nil),
    ] as [(String, String?, Int?)])
    func readsAnAddressWithOrWithoutAPort(text: String, host: String?, port: Int?) {
        #expect(ListenAddress(parsing: text)?.host == host && ListenAddress(parsing: text)?.port == port)
    }

    @Test func refusesWhatIsNoAddressAndComesFromTheFileOrTheEnvironment() throws {
        for wrong in ["", "0.0.0.0:port", "0.0.0.0:70000", "[::]3000", "a b"] { #expect(ListenAddress(parsing: wrong) == nil, "\(wrong)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-\(UUID().uuidString).conf")
        try Data("listen = 0.0.0.0\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try Configuration.load(configFile: file.path, environment: [:]).listen == ListenAddress(parsing: "0.0.0.0"))
        #expect(try Configuration.load(configFile: file.path, environment: ["KARTOTEKA_LISTEN": "10.0.0.5:80"]).listen?.port == 80)
        #expect(throws: ConfigurationError.badValue(key: "listen", value: "a b", expected: "an address such as 0.0.0.0 or 0.0.0.0:3000")) {
            try Configuration.load(configFile: file.path, environment: ["KARTOTEKA_LISTEN": "a b"])
        }
    }
}
