import Foundation
import Testing
@testable import KartotekaCommandLine
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
