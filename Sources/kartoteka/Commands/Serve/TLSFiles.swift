import Foundation
import KartotekaCore

/// `--tls-cert FILE` and `--tls-key FILE` of `serve`: both turn on HTTPS; one alone is a
/// usage error.
struct TLSFiles: Sendable {
    /// `--tls-cert FILE`.
    static let certificate = Option.text("tls-cert", "FILE", \.tlsCertificateHelp)
    /// `--tls-key FILE`.
    static let key = Option.text("tls-key", "FILE", \.tlsKeyHelp)

    /// The private key's file.
    let keyPath: String
    /// The certificate's file.
    let certificatePath: String

    /// The files given, or `nil` for neither.
    init?(_ input: CommandInput) throws {
        switch (try input.value(Self.key), try input.value(Self.certificate)) {
        case (nil, nil):
            return nil
        case (let key?, let certificate?):
            keyPath = key
            certificatePath = certificate
        case (nil, _?):
            throw UsageError.missingOption(Self.key.spec.name, command: input.command)
        case (_?, nil):
            throw UsageError.missingOption(Self.certificate.spec.name, command: input.command)
        }
    }

    /// The key's and the certificate's text.
    func read() throws -> (key: String, certificate: String) {
        let read = { (path: String) in String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) }
        return (try read(keyPath), try read(certificatePath))
    }
}
