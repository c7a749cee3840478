import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// Signing in and out, and the administrator's account and audit pages.
struct AuthPages {
    let store: any LibraryStore
    let clock: any LibraryClock
    let throttle = LoginThrottle()
    let hasher = PasswordHasher()

    func register(on router: inout Router) {
        router.add("GET", "/login") { request, _ in
            LoginPage.render(PageContext(request: request), username: "", next: request.queryValue("next") ?? "/", error: nil)
        }
        router.add("POST", "/login") { request, _ in try signIn(request) }
        router.add("POST", "/logout") { request, _ in
            if let token = request.cookies[SessionCookie.name] {
                try store.deleteSession(tokenDigest: SecretTokens.digest(token))
            }
            return HTTPResponse.redirect(to: "/").adding("Set-Cookie", SessionCookie.clear(secure: request.isSecure))
        }
        AccountPages(store: store, clock: clock, hasher: hasher).register(on: &router)
    }

    private func signIn(_ request: HTTPRequest) throws -> HTTPResponse {
        let context = PageContext(request: request)
        let username = (request.formValue("username") ?? "").trimmingCharacters(in: .whitespaces)
        let password = request.formValue("password") ?? ""
        var next = request.formValue("next") ?? "/"
        if !next.hasPrefix("/") || next.hasPrefix("//") { next = "/" }
        let now = clock.now()
        if let wait = throttle.wait(username: username, address: request.remoteAddress, now: now) {
            return LoginPage.render(context, username: username, next: next, error: AccountError.tooManyAttempts(retryAfterSeconds: wait),
                                    status: 429).adding("Retry-After", String(wait))
        }
        let found = try? store.account(username: username)
        // Hash anyway when the name is unknown, so timing does not tell which names exist.
        let matches = found.map { hasher.verify(password, against: $0.passwordHash) }
            ?? { _ = hasher.verify(password, against: AuthPages.decoyHash); return false }()
        guard let found, matches, !found.account.disabled else {
            throttle.fail(username: username, address: request.remoteAddress, now: now)
            return LoginPage.render(context, username: username, next: next, error: AccountError.wrongCredentials, status: 401)
        }
        throttle.succeed(username: username, address: request.remoteAddress)
        let token = SecretTokens.generate()
        try store.createSession(accountID: found.account.id, tokenDigest: SecretTokens.digest(token), csrfToken: SecretTokens.generate(),
                                expiresAt: now.addingTimeInterval(TimeInterval(SessionCookie.lifetime)))
        try store.appendAudit(AuditEntry(at: now, account: found.account.username, action: "sign in", subject: ""))
        return HTTPResponse.redirect(to: next).adding("Set-Cookie", SessionCookie.set(token, secure: request.isSecure))
    }

    /// A hash of a random password, checked against when the name is unknown.
    static let decoyHash = PasswordHasher().hash(SecretTokens.generate())
}

/// The sign-in form.
enum LoginPage {
    static func render(_ context: PageContext, username: String, next: String, error: (any KartotekaError)?, status: Int = 200) -> HTTPResponse {
        let problem: HTML = error.map { "<p class=\"problems\" role=\"alert\">\(context.t($0.message))</p>" } ?? .empty
        return Layout.page(context.t("Вход", "Sign in"), context, status: status, body: """
            <h1>\(context.t("Вход для сотрудников", "Staff sign-in"))</h1>
            \(problem)
            <form method="post" action="/login" class="form compact" id="login-form">
            <input type="hidden" name="next" value="\(next)">
            <label class="field"><span>\(context.t("Имя", "Name"))</span><input name="username" id="username" value="\(username)" autocomplete="username" required autofocus></label>
            <label class="field"><span>\(context.t("Пароль", "Password"))</span><input type="password" name="password" id="password" autocomplete="current-password" required></label>
            <div class="actions"><button type="submit" class="primary">\(context.t("Войти", "Sign in"))</button></div>
            </form>
            <p class="muted">\(context.t("Читателям вход не нужен: ", "Readers need no account: "))<a href="/catalogue">\(context.t("поиск в каталоге", "search the catalogue"))</a>.</p>
            """)
    }
}
