import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// Signing in and out.
enum AuthPages {
    static let endpoints: [any EndpointDeclaration] = [signInForm, signIn, signOut]

    /// Where to go after signing in (a path of ours; the start page otherwise).
    static let next = QueryParameter<String>("next", schema: JSONSchema.string(),
                                             description: "The page to open after signing in.") { $0 }
    /// The same, carried by the sign-in form.
    static let nextField = FormField<String?>(sameAs: next)

    static let signInForm = Endpoint.page(.get, "/login", .everyone, query: [next]) { context in
        try LoginPage.answer(context, username: "", next: context.lenientQuery(next), error: nil, desk: nil)
    }

    static let signIn = Endpoint.form("/login", .everyone, fields: [FormFields.username, FormFields.password, nextField, FormFields.branch]) { context in
        let request = context.request
        let typed = try context.form(FormFields.username)
        let username = typed.trimmingCharacters(in: .whitespaces)
        let next = try context.form(nextField)
        let desk = try context.lenientForm(FormFields.branch) ?? nil
        let branchAsked = try context.isSent(FormFields.branch)
        guard SignInFormCookie.passes(request) else {
            return try LoginPage.answer(context, username: username, next: next, error: AccountError.staleForm, desk: desk, status: 403)
        }
        let password = try context.form(FormFields.password)
        let now = context.services.clock.now()
        let throttle = context.services.throttle
        if let wait = try throttle.wait(typedName: typed, address: request.remoteAddress, now: now) {
            return try LoginPage.answer(context, username: username, next: next, error: AccountError.tooManyAttempts(retryAfterSeconds: wait),
                                        desk: desk, status: 429).adding("Retry-After", String(wait))
        }
        let hasher = context.services.hasher
        let found = Credentials.hasHiddenCharacters(typed) ? nil : try context.store.existingAccount(username: username)
        // Hash anyway when the name is unknown, so timing does not tell which names exist.
        let matches = found.map { hasher.verify(password, against: $0.passwordHash) }
            ?? { _ = hasher.verify(password, against: AuthPages.decoyHash); return false }()
        guard let found, matches, !found.account.disabled else {
            try throttle.fail(typedName: typed, address: request.remoteAddress, now: now)
            return try LoginPage.answer(context, username: username, next: next, error: AccountError.wrongCredentials, desk: desk,
                                        status: 401)
        }
        try throttle.succeed(typedName: typed, address: request.remoteAddress)
        let chosen: BranchCode?
        do {
            chosen = try context.form(FormFields.branch).map { try context.store.branch($0).code }
        } catch let error as any KartotekaError {
            return try LoginPage.answer(context, username: username, next: next, error: error, desk: desk, status: 422)
        }
        let token = SecretTokens.generate()
        try context.store.createSession(accountID: found.account.id, tokenDigest: SecretTokens.digest(token),
                                        csrfToken: SecretTokens.generate(),
                                        expiresAt: now.addingTimeInterval(TimeInterval(SessionCookie.lifetime)), branch: chosen)
        try context.store.appendAudit(AuditEntry(at: now, account: found.account.username, action: "sign in", subject: ""))
        var answer = HTTPResponse.redirect(to: LocalRedirect.path(next, otherwise: WebPages.home.path))
            .adding("Set-Cookie", SessionCookie.set(token, secure: request.isSecure))
        if branchAsked { answer = answer.adding("Set-Cookie", DeskCookie.set(chosen, secure: request.isSecure)) }
        return answer
    }.signingInOrOut()

    static let signOut = Endpoint.form("/logout", .signedIn) { context in
        if let token = context.request.cookies[SessionCookie.name] {
            try context.store.deleteSession(tokenDigest: SecretTokens.digest(token))
        }
        return HTTPResponse.redirect(to: WebPages.home.path).adding("Set-Cookie", SessionCookie.clear(secure: context.request.isSecure))
    }.signingInOrOut()

    /// A hash of a random password, checked against when the name is unknown.
    static let decoyHash = PasswordHasher().hash(SecretTokens.generate())
}

/// The sign-in form.
enum LoginPage {
    /// The form, with the anti-forgery token of the browser's sign-in cookie (a new one when it
    /// has none); the branch chosen is `desk` (what was chosen on the form sent), else the one
    /// the browser remembers.
    static func answer(_ requestContext: RequestContext, username: String, next: String?, error: (any KartotekaError)?,
                       desk: BranchCode?, status: Int = 200) throws -> HTTPResponse {
        let request = requestContext.request
        let kept = SignInFormCookie.token(in: request)
        let token = kept ?? SecretTokens.generate()
        let context = PageContext(request: request, principal: requestContext.principal, formToken: token)
        let branches = try requestContext.store.branches()
        let response = render(context, username: username, next: LocalRedirect.path(next, otherwise: WebPages.home.path), error: error, status: status,
                              branches: branches, desk: desk ?? DeskCookie.branch(in: request))
        return kept == nil ? response.adding("Set-Cookie", SignInFormCookie.set(token, secure: request.isSecure)) : response
    }

    private static func render(_ context: PageContext, username: String, next: String, error: (any KartotekaError)?,
                               status: Int, branches: [BranchRecord], desk: BranchCode?) -> HTTPResponse {
        let problem: HTML = error.map { "<p class=\"problems\" role=\"alert\">\(context.text($0.message))</p>" } ?? .empty
        let options = [("", context.texts.myAccountsBranch)] + branches.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") }
        let branchField: HTML = branches.count > 1
            ? FormInputs(context).select("branch", context.texts.whereYouWorkNow, value: desk?.rawValue ?? "", options: options)
            : .empty
        return Layout.page(context.texts.signInTitle, context, status: status, body: """
            <h1>\(context.texts.staffSignIn)</h1>
            \(problem)
            <form method="post" action="\(AuthPages.signInForm.path)" class="form compact" id="login-form">
            <input type="hidden" name="next" value="\(next)">
            <label class="field"><span>\(context.texts.name)</span><input name="username" id="username" value="\(username)" autocomplete="username" required autofocus></label>
            <label class="field"><span>\(context.texts.password)</span><input type="password" name="password" id="password" autocomplete="current-password" required></label>
            \(branchField)
            <div class="actions"><button type="submit" class="primary">\(context.texts.signIn)</button></div>
            </form>
            <p class="muted">\(context.texts.readersNeedNoAccount)<a href="\(PublicCatalogue.page.path)">\(context.texts.searchTheCatalogue)</a>.</p>
            """)
    }
}
