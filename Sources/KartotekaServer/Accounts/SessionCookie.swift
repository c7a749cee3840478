import KartotekaHTTP
import KartotekaWire

/// The session cookie: HttpOnly, SameSite=Strict, Secure under TLS.
enum SessionCookie {
    static let name = "kartoteka_session"
    /// How long a session lasts, in seconds.
    static let lifetime = 12 * 3600

    /// The cookie holding a session's token; `name` and `lifetime` another kind of session's.
    static func set(_ token: String, secure: Bool, name: String = name, lifetime: Int = lifetime) -> String {
        "\(name)=\(token); Path=/; Max-Age=\(lifetime); HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// The cookie that ends a session in the browser.
    static func clear(secure: Bool, name: String = name) -> String {
        "\(name)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }
}
