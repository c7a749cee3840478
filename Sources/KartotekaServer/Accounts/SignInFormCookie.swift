import KartotekaAuth
import KartotekaHTTP
import KartotekaWire

/// The anti-forgery token of the sign-in form, for someone not signed in yet: kept in a cookie
/// that only the sign-in page reads (a "double submit"), so another site cannot sign a browser
/// in to an account of its choosing.
enum SignInFormCookie {
    static let name = "kartoteka_signin"
    /// How long the form's token lasts, in seconds.
    static let lifetime = 3600

    /// The token the browser holds, when it looks like one of ours.
    static func token(in request: HTTPRequest) -> String? {
        guard let token = request.cookies[name], token.count >= 32, token.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x3B }) else {
            return nil
        }
        return token
    }

    /// The cookie for the form at `path` (staff sign in at `/login`, readers under `/my`).
    static func set(_ token: String, secure: Bool, path: String = AuthPages.signInForm.path) -> String {
        "\(name)=\(token); Path=\(path); Max-Age=\(lifetime); HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// Whether a posted sign-in form carries the token of the browser's cookie.
    static func passes(_ request: HTTPRequest) -> Bool {
        guard let expected = token(in: request), let sent = request.formValue("csrf") else { return false }
        return SecretTokens.equal(sent, expected)
    }
}
