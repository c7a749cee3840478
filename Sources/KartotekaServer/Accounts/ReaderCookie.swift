import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// The cookie of a reader's session in the self-service catalogue: its own name, so a reader's
/// session is never a staff session (HttpOnly, SameSite=Strict, Secure under TLS).
enum ReaderCookie {
    static let name = "kartoteka_reader"
    /// How long a reader's session lasts, in seconds.
    static let lifetime = 2 * 3600

    static func set(_ token: String, secure: Bool) -> String {
        SessionCookie.set(token, secure: secure, name: name, lifetime: lifetime)
    }

    static func clear(secure: Bool) -> String {
        SessionCookie.clear(secure: secure, name: name)
    }

    /// The live reader's session the request's cookie names, if any.
    static func session(of request: HTTPRequest, in store: any LibraryStore) throws -> ReaderSession? {
        guard let token = request.cookies[name], !token.isEmpty else { return nil }
        return try store.readerSession(tokenDigest: SecretTokens.digest(token))
    }
}
