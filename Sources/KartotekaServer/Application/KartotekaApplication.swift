import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// The Kartoteka web application: the JSON API, the book's service and the librarians' pages,
/// behind one router, with errors mapped in one place and one log line per request.
public final class KartotekaApplication: Sendable {
    let dependencies: ServerDependencies
    private let router: Router
    private let authenticator: Authenticator

    /// Builds the application over its dependencies.
    public init(dependencies: ServerDependencies) {
        self.dependencies = dependencies
        let store = dependencies.store
        let budget = AnswerBudget(totalBytes: dependencies.answerCacheBytes)
        let bookService = BookServiceEndpoints(store: store, budget: budget)
        var router = Router()
        bookService.register(on: &router)
        TitlesAPI(store: store, budget: budget).register(on: &router)
        CopiesAPI(store: store).register(on: &router)
        ReadersAPI(store: store).register(on: &router)
        LoansAPI(store: store).register(on: &router)
        LocationsAPI(store: store).register(on: &router)
        SearchAPI(store: store).register(on: &router)
        OpenAPIEndpoint().register(on: &router)
        let exchange = ExchangeActions(store: store, clock: dependencies.clock, calendar: dependencies.calendar, mailer: dependencies.mailer)
        ExchangeAPI(actions: exchange).register(on: &router)
        CataloguingAPI(store: store, lookup: dependencies.lookup, scanner: dependencies.scanner).register(on: &router)
        WebPages(store: store, calendar: dependencies.calendar, clock: dependencies.clock, exchange: exchange,
                 lookup: dependencies.lookup, scanner: dependencies.scanner)
            .register(on: &router)
        AuthPages(store: store, clock: dependencies.clock).register(on: &router)
        self.router = router
        self.authenticator = Authenticator(store: store)
    }

    /// Answers one request; never throws, never crashes on bad input.
    public func respond(to incoming: HTTPRequest) -> HTTPResponse {
        let started = DispatchTime.now()
        var request = incoming
        request.attributes = [:]
        var response: HTTPResponse
        do {
            switch router.match(request) {
            case .found(let handler, let parameters):
                let principal = try authenticator.principal(for: request)
                if let denied = try admit(&request, principal: principal) {
                    response = denied
                } else {
                    response = try handler(request, parameters)
                    audit(request, response: response, principal: principal)
                }
            case .methodNotAllowed(let allowed):
                response = errorResponse(APIError.methodNotAllowed(method: request.method, allowed: allowed), for: request)
                    .adding("Allow", allowed.joined(separator: ", "))
            case .notFound:
                response = errorResponse(APIError.notFound(path: request.path), for: request)
            }
        } catch let failure as any KartotekaError {
            response = errorResponse(failure, for: request)
        } catch {
            dependencies.log.write("request \(request.id) failed: \(String(describing: type(of: error))): \(RequestLogLine.escapedMessage(String(describing: error)))")
            response = internalErrorResponse(for: request)
        }
        if request.method == "HEAD" { response.body = Data() }
        response.headers += SecurityHeaders.all
        let microseconds = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000
        let duration = "\(microseconds / 1_000).\(microseconds / 100 % 10)ms"
        dependencies.log.write(RequestLogLine.text(at: dependencies.clock.now(), method: request.method, path: request.path,
                                                   status: response.status, duration: duration, requestID: request.id))
        return response
    }

    /// Checks the access rules and the anti-forgery token; attaches who is signed in for the pages.
    /// Returns an answer when the request may not go on.
    private func admit(_ request: inout HTTPRequest, principal: Principal?) throws -> HTTPResponse? {
        if let principal {
            request.attributes["account"] = principal.account.username
            request.attributes["displayName"] = principal.account.displayName
            request.attributes["role"] = principal.account.role.rawValue
            if let csrf = principal.csrfToken { request.attributes["csrf"] = csrf }
        }
        let writes = request.method != "GET" && request.method != "HEAD"
        let requirement = AccessRules.requirement(method: request.method, segments: request.pathSegments)
        switch requirement {
        case .open:
            break
        case .signedIn, .permission:
            guard let principal else {
                if !wantsJSON(request) && !writes {
                    return .redirect(to: PageContext.link("/login", [("next", PageContext(request: request).pathWithQuery)]))
                }
                return errorResponse(AccountError.signInRequired, for: request).adding("WWW-Authenticate", "Bearer")
            }
            if case .permission(let permission) = requirement, !principal.account.may(permission) {
                return errorResponse(AccountError.notAllowed(permission), for: request)
            }
        }
        if writes, let principal, !authenticator.passesForgeryCheck(request, principal: principal) {
            return errorResponse(AccountError.staleForm, for: request)
        }
        return nil
    }

    /// Writes who changed what: every successful change made by an account.
    private func audit(_ request: HTTPRequest, response: HTTPResponse, principal: Principal?) {
        guard let principal, !["GET", "HEAD"].contains(request.method), (200..<400).contains(response.status),
              request.path != "/logout" else { return }
        try? dependencies.store.appendAudit(AuditEntry(at: dependencies.clock.now(), account: principal.account.username,
                                                       action: request.method, subject: request.path))
    }

    private func wantsJSON(_ request: HTTPRequest) -> Bool {
        request.path.hasPrefix("/api/") || request.path == "/locations" || request.path == "/catalog"
    }

    func errorResponse(_ error: any KartotekaError, for request: HTTPRequest) -> HTTPResponse {
        let status = ErrorMapping.status(for: error)
        if wantsJSON(request) {
            let body = (try? WireJSON.encoder().encode(ErrorResource(error, language: request.apiLanguage))) ?? Data()
            return .json(body, status: status)
        }
        return ErrorPage.render(error, status: status, context: PageContext(request: request))
    }

    private func internalErrorResponse(for request: HTTPRequest) -> HTTPResponse {
        let failure = StoreError.internalFailure("")
        if wantsJSON(request) {
            let language = request.apiLanguage
            let resource = ErrorResource(code: "internal_error", message: failure.message.text(in: language), requestId: request.id)
            return .json((try? WireJSON.encoder().encode(resource)) ?? Data(), status: 500)
        }
        return ErrorPage.render(failure, status: 500, context: PageContext(request: request), requestID: request.id)
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
