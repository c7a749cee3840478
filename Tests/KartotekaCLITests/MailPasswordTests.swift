import Foundation
import Testing
@testable import KartotekaCommandLine
import KartotekaCore
import KartotekaTestSupport

/// The mail password is never kept with the library's data: it comes from the environment, or
/// from a file only its owner may read.
@Suite("Mail password")
struct MailPasswordTests {
    func file(_ text: String, mode: Int) throws -> String {
        let path = TemporaryDirectory.path("smtp-password").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    @Test func comesFromAnOwnerOnlyFileOrTheEnvironment() throws {
        let path = try file("s3cret\nignored\n", mode: 0o600)
        let fromFile = try Configuration.load(configFile: nil, environment: ["KARTOTEKA_SMTP_PASSWORD_FILE": path])
        #expect(try fromFile.mailPassword() == "s3cret")
        let fromEnvironment = try Configuration.load(configFile: nil, environment: ["KARTOTEKA_SMTP_PASSWORD_FILE": path,
                                                                                   "KARTOTEKA_SMTP_PASSWORD": "other"])
        #expect(try fromEnvironment.mailPassword() == "other")
        #expect(try Configuration.load(configFile: nil, environment: [:]).mailPassword() == nil)
    }

    @Test func aFileOthersCanReadIsRefusedWithWhatToDo() throws {
        let path = try file("s3cret\n", mode: 0o644)
        let configuration = try Configuration.load(configFile: nil, environment: ["KARTOTEKA_SMTP_PASSWORD_FILE": path])
        #expect(throws: ConfigurationError.passwordFileOpen(path)) { try configuration.mailPassword() }
        #expect(ConfigurationError.passwordFileOpen(path).message.english.contains("chmod 600"))
    }

    /// A password written into the configuration file would sit in plain text: only the file's
    /// name may be given there.
    @Test func theConfigurationFileNamesAFileButNeverHoldsThePassword() throws {
        let config = try file("smtp_password = s3cret\n", mode: 0o600)
        #expect(throws: ConfigurationError.self) { try Configuration.load(configFile: config, environment: [:]) }
    }
}

/// The library's days follow its own time zone when the machine keeps another (a server in UTC
/// for a library in Vladivostok): `time_zone` in the configuration, or `KARTOTEKA_TIME_ZONE`.
@Suite("The library's time zone")
struct LibraryTimeZoneTests {
    @Test func aZoneIsARegionsNameAndNothingElse() throws {
        let zone = try Configuration.load(configFile: nil, environment: ["KARTOTEKA_TIME_ZONE": "Asia/Vladivostok"])
        #expect(zone.calendar.timeZone.identifier == "Asia/Vladivostok")
        #expect(try Configuration.load(configFile: nil, environment: [:]).timeZone == nil)
        for wrong in ["MSK", "Mars/Olympus", "+10"] {
            #expect(throws: ConfigurationError.self) { try Configuration.load(configFile: nil, environment: ["KARTOTEKA_TIME_ZONE": wrong]) }
        }
    }

    /// A book read in the library is due back today: today in Kiritimati (UTC+14) is always a day
    /// or two after today in Pago Pago (UTC−11).
    @Test func todayIsTheLibrarysToday() throws {
        let library = try ServedLibrary()
        func readHere(in zone: String) throws -> Day {
            let lent = try library.cli.run(["lend", "--inventory", "12345", "--ticket", "000123", "--in-library", "--json"],
                                           environment: ["KARTOTEKA_TIME_ZONE": zone])
            #expect(lent.status == 0, "\(lent.error)")
            let due = try #require((try JSONSerialization.jsonObject(with: Data(lent.output.utf8)) as? [String: Any])?["dueOn"] as? String)
            #expect(try library.cli.run(["return", "--inventory", "12345"], environment: ["KARTOTEKA_TIME_ZONE": zone]).status == 0)
            return try Day(parsing: due)
        }
        let east = try readHere(in: "Pacific/Kiritimati")
        let west = try readHere(in: "Pacific/Pago_Pago")
        #expect((1...2).contains(west.days(until: east)), "\(west) \(east)")
    }
}
