import KartotekaHTTP

/// The session cookie: HttpOnly, SameSite=Strict, Secure under TLS.
enum SessionCookie {
    static let name = "kartoteka_session"
    /// How long a session lasts, in seconds.
    static let lifetime = 12 * 3600

    static func set(_ token: String, secure: Bool) -> String {
        "\(name)=\(token); Path=/; Max-Age=\(lifetime); HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    static func clear(secure: Bool) -> String {
        "\(name)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }
}
