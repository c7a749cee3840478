import Foundation
import KartotekaCore

extension Configuration {
    /// The mail server's password, which is never kept with the library's data: the environment's
    /// `KARTOTEKA_SMTP_PASSWORD`, else the first line of the file `smtp_password_file` (or
    /// `KARTOTEKA_SMTP_PASSWORD_FILE`) names — a file only its owner may read; `nil` when neither
    /// is set.
    func mailPassword() throws -> String? {
        if let password = smtpPassword { return password }
        return try smtpPasswordFile.map(Self.password(inFile:))
    }

    /// The first line of a password file, which only its owner may read (else the refusal says
    /// how to make it so).
    static func password(inFile path: String) throws -> String {
        var status = stat()
        guard stat(path, &status) == 0, let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError.unreadable(path)
        }
        guard status.st_mode & 0o077 == 0 else { throw ConfigurationError.passwordFileOpen(path) }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
