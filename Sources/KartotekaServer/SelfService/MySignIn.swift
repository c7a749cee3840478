import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaMail
import KartotekaStore
import KartotekaWire

/// A reader's sign-in to the self-service catalogue: the ticket number with a password, or with a
/// one-time code sent by e-mail (asked for on the same page). Throttled as staff sign-in is; ten
/// wrong codes in a row lock the ticket's sign-in for a while. Asking for a code counts as an
/// attempt, and a ticket gets at most one code a minute and five an hour (``CodeRequests``).
enum MySignIn {
    static let endpoints: [any EndpointDeclaration] = [form, signIn, sendCode]

    /// The ticket as typed.
    static let ticket = FormField<String>(TicketNumber.field) { ($0 ?? "").trimmingCharacters(in: .whitespaces) }
    /// The password or the code, as typed.
    static let secret = FormField.text("secret")

    static let form = Endpoint.page(.get, MyPages.signInPath, .everyone, query: [AuthPages.next]) { context in
        try answer(context, ticket: "", next: context.lenientQuery(AuthPages.next), message: nil)
    }

    static let signIn = Endpoint.form(MyPages.signInPath, .everyone, fields: [ticket, secret, AuthPages.nextField]) { context in
        let attempt = try Attempt(context)
        if let refusal = try attempt.staleForm() { return refusal }
        let throttle = context.services.throttle
        if let wait = try throttle.wait(typedName: attempt.name, address: attempt.address, now: attempt.now) {
            return try attempt.tooMany(wait: wait)
        }
        do {
            let reader = try check(context, ticket: attempt.typed, secret: try context.form(secret), now: attempt.now)
            try throttle.succeed(typedName: attempt.name, address: attempt.address)
            let token = SecretTokens.generate()
            try context.store.startReaderSession(reader, tokenDigest: SecretTokens.digest(token), csrfToken: SecretTokens.generate(),
                                                 expiresAt: attempt.now.addingTimeInterval(TimeInterval(ReaderCookie.lifetime)))
            return HTTPResponse.redirect(to: LocalRedirect.path(attempt.next, otherwise: MyPages.homePath))
                .adding("Set-Cookie", ReaderCookie.set(token, secure: context.request.isSecure))
        } catch let error as ReaderAccessError {
            try throttle.fail(typedName: attempt.name, address: attempt.address, now: attempt.now)
            let status = error.kind == .conflict ? 423 : 401
            return try attempt.answer(.problem(error.message), status: status)
        }
    }.signingInOrOut()

    static let sendCode = Endpoint.form("/my/code", .everyone, fields: [ticket, AuthPages.nextField]) { context in
        let attempt = try Attempt(context)
        if let refusal = try attempt.staleForm() { return refusal }
        let throttle = context.services.throttle
        let wait = try [throttle.wait(typedName: attempt.name, address: attempt.address, now: attempt.now),
                        CodeRequests(store: context.store).wait(for: attempt.name, now: attempt.now)].compactMap { $0 }.max()
        if let wait {
            return try attempt.tooMany(wait: wait)
        }
        // A code asked for counts as an attempt at the ticket from this address, and against the
        // ticket's own allowance of codes, whether or not the ticket may have codes.
        try throttle.fail(typedName: attempt.name, address: attempt.address, now: attempt.now)
        try CodeRequests(store: context.store).record(for: attempt.name, address: attempt.address, now: attempt.now)
        if let number = try? TicketNumber(validating: attempt.typed), let credentials = try context.store.readerCredentials(number) {
            if credentials.access.isLocked(at: attempt.now) {
                return try attempt.answer(.problem(locked(number, credentials.access, now: attempt.now)), status: 423)
            }
            try mailCode(context, to: credentials, now: attempt.now)
        }
        // The same answer whether or not the ticket may have codes: it does not tell who is a reader.
        return try attempt.answer(.note(Bilingual { $0.myCodeSentIfAllowed }))
    }.signingInOrOut()

    /// The reader whose ticket and password (or code) were typed; throws why not.
    private static func check(_ context: RequestContext, ticket typed: String, secret: String, now: Date) throws -> TicketNumber {
        let hasher = context.services.hasher
        guard let number = try? TicketNumber(validating: typed), let found = try context.store.readerCredentials(number),
              found.access.maySignIn else {
            _ = hasher.verify(secret, against: AuthPages.decoyHash)
            throw ReaderAccessError.signInFailed
        }
        if found.access.isLocked(at: now) { throw lockedError(number, found.access, now: now) }
        if ReaderCodeRules.looksLikeCode(secret), found.access.codesEnabled, let digest = found.codeDigest {
            // The password is checked too, one hashing whether or not the reader has one: the time
            // does not tell readers with codes or passwords from the others, and a password of six
            // digits is still a password (a code asked for, by anyone, does not lock its reader out).
            let passwordMatches = hasher.verify(secret, against: found.passwordHash ?? AuthPages.decoyHash) && found.passwordHash != nil
            if SecretTokens.equal(SecretTokens.digest(secret), digest) {
                guard let expires = found.codeExpiresAt, expires > now else { throw ReaderAccessError.codeExpired }
                return number
            }
            if passwordMatches { return number }
            if let until = try context.store.countWrongCode(number) {
                throw lockedError(number, ReaderAccess(lockedUntil: until), now: now)
            }
            throw ReaderAccessError.signInFailed
        }
        guard hasher.verify(secret, against: found.passwordHash ?? AuthPages.decoyHash), found.passwordHash != nil else {
            throw ReaderAccessError.signInFailed
        }
        return number
    }

    /// The name the throttle counts a reader's attempts under: the ticket number as it is stored
    /// when the text is one (so that `"\n000104"` or a NEL before it counts as `000104`), else the
    /// text as typed.
    static func throttleName(_ typed: String) -> String {
        "reader " + ((try? TicketNumber(validating: typed))?.rawValue ?? typed)
    }

    private static func lockedError(_ ticket: TicketNumber, _ access: ReaderAccess, now: Date) -> ReaderAccessError {
        let seconds = (access.lockedUntil ?? now).timeIntervalSince(now)
        return .lockedOut(ticket, minutes: max(1, Int((seconds / 60).rounded(.up))))
    }

    private static func locked(_ ticket: TicketNumber, _ access: ReaderAccess, now: Date) -> Bilingual {
        lockedError(ticket, access, now: now).message
    }

    /// Sends a new code to a reader who may sign in with codes; nothing for anyone else. The code
    /// is kept and mailed off the request's thread, so the answer comes as soon for every ticket;
    /// a failure is logged.
    private static func mailCode(_ context: RequestContext, to credentials: ReaderCredentials, now: Date) throws {
        // Their own address, else a parent's (a pupil's codes go to the parent), as notices go.
        guard credentials.access.codesEnabled, let address = NoticeComposer.recipient(of: credentials.reader.reader) else { return }
        let store = context.store
        let mail = context.services.mail
        let log = context.services.log
        let ticket = credentials.reader.reader.ticketNumber
        let language = PageContext.language(of: context.request)
        context.services.codeMail.async {
            do {
                let library = try store.libraryFrame().name
                let code = String((0..<ReaderCodeRules.digits).map { _ in "0123456789".randomElement()! })
                try store.keepReaderCode(ticket, digest: SecretTokens.digest(code), expiresAt: now.addingTimeInterval(ReaderCodeRules.lifetime))
                let body = ReaderCodeMail.body(code: code, ticket: ticket, library: library).text(in: language)
                try mail.send { from in
                    MailMessage(from: from, to: address, subject: ReaderCodeMail.subject.text(in: language), body: body, attachment: nil)
                }
            } catch {
                log.write("a reader's sign-in code was not sent: \(ErrorMapping.logDescription(of: error))")
            }
        }
    }

    /// What the sign-in page says above the form.
    enum Message {
        case problem(Bilingual)
        case note(Bilingual)
    }

    /// The sign-in page with the form's own anti-forgery token (kept in a cookie under `/my`).
    static func answer(_ requestContext: RequestContext, ticket: String, next: String?, message: Message?,
                       status: Int = 200) throws -> HTTPResponse {
        let request = requestContext.request
        let kept = SignInFormCookie.token(in: request)
        let token = kept ?? SecretTokens.generate()
        let context = PageContext(request: request, principal: nil, formToken: token)
        let shown: HTML = switch message {
        case .problem(let text)?: "<p class=\"problems\" role=\"alert\">\(context.text(text))</p>"
        case .note(let text)?: "<p class=\"notice\" role=\"status\">\(context.text(text))</p>"
        case nil: .empty
        }
        let back = LocalRedirect.path(next, otherwise: MyPages.homePath)
        let texts = context.texts
        let response = Layout.page(texts.mySignInTitle, context, status: status, body: """
            <h1>\(texts.mySignInTitle)</h1>
            \(shown)
            <form method="post" action="\(signIn.path)" class="form compact" id="my-login">
            <input type="hidden" name="next" value="\(back)">
            <label class="field"><span>\(texts.ticketField)</span><input name="ticketNumber" id="my-ticket" value="\(ticket)" autocomplete="username" required autofocus></label>
            <label class="field"><span>\(texts.myPasswordOrCode)</span><input type="password" name="secret" id="my-secret" autocomplete="current-password" required></label>
            <div class="actions"><button type="submit" class="primary">\(texts.signIn)</button></div>
            </form>
            <form method="post" action="\(MySignIn.sendCode.path)" class="form compact" id="my-code">
            <input type="hidden" name="next" value="\(back)">
            <p class="muted">\(texts.myCodeHint)</p>
            <label class="field"><span>\(texts.ticketField)</span><input name="ticketNumber" value="\(ticket)" required></label>
            <div class="actions"><button type="submit">\(texts.mySendCode)</button></div>
            </form>
            """)
        return kept == nil ? response.adding("Set-Cookie", SignInFormCookie.set(token, secure: request.isSecure, path: MyPages.home.path)) : response
    }
}
