import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// The Kartoteka web application: the JSON API, the book's service and the librarians' pages,
/// all declared as endpoints (``EndpointCatalogue``), with access checked from the declarations,
/// errors mapped in one place and one log line per request.
public final class KartotekaApplication: Sendable {
    let dependencies: ServerDependencies
    let services: ServerServices
    private let router: EndpointRouter
    private let authenticator: Authenticator

    /// Builds the application over its dependencies.
    public init(dependencies: ServerDependencies) {
        self.dependencies = dependencies
        services = ServerServices(dependencies)
        router = EndpointRouter(EndpointCatalogue.all)
        authenticator = Authenticator(store: dependencies.store)
    }

    /// Every endpoint the server answers, as `kartoteka serve --routes` lists them.
    public static var routes: [RouteListing] {
        EndpointCatalogue.all.map(RouteListing.init)
    }

    /// Answers one request for the HTTP server: at once, or — for an endpoint whose work may take
    /// long — later, off the server's threads.
    public func answer(_ request: HTTPRequest) -> HTTPAnswer {
        let match = router.match(method: request.method, path: request.pathSegments)
        if case .found(let endpoint, _) = match, request.bodyLimitExceeded == nil {
            switch endpoint.work {
            case .quick: break
            case .long: return .later { self.respond(to: request, matched: match) }
            case .outside: return .outside { self.respond(to: request, matched: match) }
            }
        }
        return .now(respond(to: request, matched: match))
    }

    /// Looks at the head of a request that announces a body, before the body is read: what would
    /// be refused without it (no such path or method, nobody signed in where someone must be, an
    /// account without the permission) is answered at once, so that a slow or large body never
    /// holds a connection to be refused; a body from nobody known gets the short deadline.
    public func screen(_ head: HTTPRequest) -> HTTPHeadVerdict {
        guard case .found(let endpoint, _) = router.match(method: head.method, path: head.pathSegments) else {
            return .answer(respond(to: head))
        }
        let principal: RequestPrincipal?
        let reader: ReaderSession?
        do {
            principal = try authenticator.principal(for: head)
            reader = try ReaderCookie.session(of: head, in: dependencies.store)
        } catch {
            return .readBody  // the store did not answer: the request's own handling says so
        }
        let admitted = endpoint.access == .reader ? reader != nil : endpoint.access.admits(principal?.account)
        guard admitted else { return .answer(respond(to: head)) }
        return principal == nil && reader == nil ? .readBodyFromStranger : .readBody
    }

    /// Answers one request; never throws, never crashes on bad input.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        respond(to: request, matched: router.match(method: request.method, path: request.pathSegments))
    }

    /// Answers one request whose path was matched already.
    private func respond(to request: HTTPRequest, matched match: EndpointRouter.Match) -> HTTPResponse {
        let started = DispatchTime.now()
        var response: HTTPResponse
        var logged = "(unmatched)"
        var audience = Audience.of(unmatchedPath: request.path)
        var principal: RequestPrincipal?
        var reader: ReaderSession?
        do {
            switch match {
            case .found(let endpoint, let values):
                logged = endpoint.path.description
                audience = endpoint.audience
                principal = try authenticator.principal(for: request)
                reader = try ReaderCookie.session(of: request, in: dependencies.store)
                if let limit = request.bodyLimitExceeded {
                    response = errorResponse(APIError.bodyTooLarge(limitBytes: limit), status: 413, audience: audience, request: request,
                                             principal: principal)
                } else if let refusal = endpoint.access == .reader ? admitReader(request, to: endpoint, reader: reader)
                    : admit(request, to: endpoint, principal: principal) {
                    response = refusal
                } else {
                    let context = RequestContext(request: request, principal: principal, endpoint: endpoint, services: services,
                                                 pathValues: values, reader: reader)
                    let before = endpoint.method.isRead ? nil : try dependencies.store.changeGeneration()
                    response = try endpoint.handle(context)
                    if let before, !context.trail.ranUseCase, endpoint.changes == .throughUseCases,
                       try dependencies.store.changeGeneration() != before {
                        response = changedWithoutUseCase(request, endpoint: endpoint, response: response, audience: audience, principal: principal)
                    }
                }
            case .methodNotAllowed(let allowed):
                response = errorResponse(APIError.methodNotAllowed(method: request.method, allowed: allowed), audience: audience,
                                         request: request, principal: nil)
                    .adding("Allow", allowed.joined(separator: ", "))
            case .notFound:
                // A page nobody declares still shows who is signed in, as every other page does.
                if audience == .page { principal = (try? authenticator.principal(for: request)) ?? nil }
                response = errorResponse(APIError.notFound(path: request.path), audience: audience, request: request,
                                         principal: principal)
            }
        } catch {
            response = failureResponse(error, audience: audience, request: request, principal: principal)
        }
        if request.method == "HEAD" { response.body = Data() }
        response.headers += SecurityHeaders.all
        // A page shown to someone signed in (staff or a reader) is never kept by the browser or a
        // proxy: the next person at a shared computer must not find it with Back.
        if audience == .page, principal != nil || reader != nil, response.header("Cache-Control") == nil {
            response.headers.append(("Cache-Control", "no-store"))
        }
        if response.header("Content-Security-Policy") == nil {
            let isPage = response.header("Content-Type")?.hasPrefix("text/html") ?? false
            response.headers.append(("Content-Security-Policy", isPage ? ContentSecurityPolicy.pages : ContentSecurityPolicy.other))
        }
        let microseconds = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000
        let duration = "\(microseconds / 1_000).\(microseconds / 100 % 10)ms"
        dependencies.log.write(RequestLogLine.text(at: dependencies.clock.now(), method: request.method, path: logged,
                                                   status: response.status, duration: duration, requestID: request.id))
        return response
    }

    /// Checks the declared access and the anti-forgery token; returns the refusal, if any.
    private func admit(_ request: HTTPRequest, to endpoint: Endpoint, principal: RequestPrincipal?) -> HTTPResponse? {
        let account = principal?.account
        if !endpoint.access.admits(account) {
            guard principal != nil else {
                if endpoint.audience == .page && endpoint.method.isRead {
                    let here = PageContext(request: request, principal: nil).pathWithQuery
                    return .redirect(to: PageContext.link(AuthPages.signInForm.path, [("next", here)]))
                }
                return errorResponse(AccountError.signInRequired, audience: endpoint.audience, request: request, principal: nil)
                    .adding("WWW-Authenticate", "Bearer")
            }
            guard case .permission(let permission) = endpoint.access else {
                return errorResponse(AccountError.signInRequired, audience: endpoint.audience, request: request, principal: principal)
            }
            return errorResponse(AccountError.notAllowed(permission), audience: endpoint.audience, request: request, principal: principal)
        }
        // What everyone may post (signing in) carries its own token; the rest a session's.
        if !endpoint.method.isRead, endpoint.access != .everyone, let principal,
           !authenticator.passesForgeryCheck(request, principal: principal) {
            return errorResponse(AccountError.staleForm, audience: endpoint.audience, request: request, principal: principal)
        }
        return nil
    }

    /// Checks a reader's endpoint: a reader signed in to the self-service catalogue, with the
    /// session's anti-forgery token on what changes data; anyone else is sent to the readers'
    /// sign-in (a page) or refused.
    private func admitReader(_ request: HTTPRequest, to endpoint: Endpoint, reader: ReaderSession?) -> HTTPResponse? {
        guard let reader else {
            if endpoint.audience == .page && endpoint.method.isRead {
                let here = PageContext(request: request, principal: nil).pathWithQuery
                return .redirect(to: PageContext.link(MySignIn.form.path, [("next", here)]))
            }
            return errorResponse(ReaderAccessError.readerSignInRequired, audience: endpoint.audience, request: request, principal: nil)
        }
        if !endpoint.method.isRead, !authenticator.passesForgeryCheck(request, reader: reader) {
            return errorResponse(AccountError.staleForm, audience: endpoint.audience, request: request, principal: nil)
        }
        return nil
    }

    /// A request that changed the library without running a use case: a mistake in the code, since
    /// nothing wrote its audit line. Logged; in a debug build (the tests') answered 500 instead.
    private func changedWithoutUseCase(_ request: HTTPRequest, endpoint: Endpoint, response: HTTPResponse, audience: Audience,
                                       principal: RequestPrincipal?) -> HTTPResponse {
        dependencies.log.write("request \(request.id): \(endpoint.signature) changed the library without a use case (no audit line)")
        #if DEBUG
        return errorResponse(ServerFailure.internal, status: 500, audience: audience, request: request, principal: principal,
                             requestID: request.id)
        #else
        return response
        #endif
    }

    /// The answer for a failure: a known one as its status and message, anything else (or one
    /// whose message would show the server's internals) as 500 with the request id, its cause logged.
    private func failureResponse(_ error: any Error, audience: Audience, request: HTTPRequest, principal: RequestPrincipal?) -> HTTPResponse {
        if let known = error as? any KartotekaError, ErrorMapping.isShown(known) {
            return errorResponse(known, audience: audience, request: request, principal: principal)
        }
        dependencies.log.write("request \(request.id) failed: \(ErrorMapping.logDescription(of: error))")
        let shown = ErrorMapping.publicFailure(for: error)
        let status = (error as? any KartotekaError).map(ErrorMapping.status) ?? 500
        return errorResponse(shown, status: status, audience: audience, request: request, principal: principal, requestID: request.id)
    }

    private func errorResponse(_ error: any KartotekaError, status: Int? = nil, audience: Audience, request: HTTPRequest,
                               principal: RequestPrincipal?, requestID: String? = nil) -> HTTPResponse {
        let status = status ?? ErrorMapping.status(for: error)
        switch audience {
        case .api, .bookService:
            let body = (try? WireJSON.encoder().encode(ErrorResource(error, language: request.apiLanguage, requestId: requestID))) ?? Data()
            return .json(body, status: status)
        case .page:
            var context = PageContext(request: request, principal: principal)
            context.library = (try? dependencies.store.libraryFrame()) ?? LibraryFrame()
            return ErrorPage.render(error, status: status, context: context, requestID: requestID)
        }
    }
}

extension Audience {
    /// Whom a path that nothing declares would have been for, to answer its 404 in kind.
    static func of(unmatchedPath path: String) -> Audience {
        if path.hasPrefix("/api/") || path == "/api" { return .api }
        if path == "/locations" || path == "/catalog" { return .bookService }
        return .page
    }
}

/// Headers every answer carries.
enum SecurityHeaders {
    static let all: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
    ]
}
