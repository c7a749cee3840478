import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire
import KartotekaWireMapping

/// What every page needs: the language, where it is, and a notice from the previous action.
struct PageContext: Sendable {
    /// The language pages are shown in: the `lang` cookie, else Russian.
    let language: Language
    /// The path being shown (for the language switch and the menu).
    let path: String
    /// The page to come back to after switching the language: this one when it was got with GET;
    /// after a form post (whose address answers only POST), the page the form was on.
    let pathWithQuery: String
    /// A notice to show on top, from `?notice=` after a redirect (or set by a page answering a post).
    var notice: Notice?
    /// The signed-in account, if any.
    let account: Account?
    /// The signed-in account's login name, if any.
    let username: String?
    /// The signed-in account's display name.
    let displayName: String
    /// The signed-in account's role.
    let role: Role?
    /// The branch whose desk this is (chosen at sign-in, else the account's); `nil`: no branch.
    let deskBranch: BranchCode?
    /// The session's anti-forgery token, put into every form.
    let csrfToken: String?
    /// The signed-in session's own anti-forgery token, which signing out needs even on a page whose
    /// forms carry another (the sign-in page's).
    let sessionToken: String?
    /// The page of ours the request came from (path and query, without a notice), for a way back
    /// from an error page; nil when unknown or another site.
    let cameFrom: String?
    /// The library's name and whether it offers the locations service; nameless, without them, for
    /// a page made without the library's data.
    var library = LibraryFrame()

    /// The context of a page for a request and who sent it. `formToken`, when given, is put in the
    /// page's forms instead of the session's anti-forgery token (the sign-in form has its own).
    init(request: HTTPRequest, principal: RequestPrincipal?, formToken: String? = nil) {
        language = PageContext.language(of: request)
        path = request.path
        let query = request.query.filter { $0.name != QueryParameters.notice.declaration.name }
            .map { "\(PageContext.percentEncode($0.name))=\(PageContext.percentEncode($0.value))" }.joined(separator: "&")
        notice = try? QueryParameters.notice.value(in: request)
        account = principal?.account
        username = principal?.account.username
        displayName = principal?.account.displayName ?? ""
        role = principal?.account.role
        deskBranch = principal?.branch
        csrfToken = formToken ?? principal?.csrfToken
        sessionToken = principal?.csrfToken
        cameFrom = PageContext.localPage(referer: request.header("Referer"), host: request.header("Host"))
        // Each segment encoded again, so that a `/` inside a number (`12%2F3`) stays one segment.
        let path = "/" + request.pathSegments.map(PageContext.percentEncode).joined(separator: "/")
        let this = query.isEmpty ? path : "\(path)?\(query)"
        pathWithQuery = request.method == "GET" || request.method == "HEAD" ? this : cameFrom ?? WebPages.home.path
    }

    /// The language pages are shown in: the `lang` cookie, else Russian.
    static func language(of request: HTTPRequest) -> Language {
        request.cookies["lang"] == "en" ? .english : .russian
    }

    /// Whether the signed-in account may do something (false when nobody is signed in).
    func may(_ permission: Permission) -> Bool {
        account?.may(permission) ?? false
    }

    /// Whether the signed-in account (or nobody) may open an endpoint: links to what it may not
    /// open are left out.
    func mayOpen(_ declaration: some EndpointDeclaration) -> Bool {
        declaration.endpoint.access.admits(account)
    }

    /// The path and query of a same-site Referer, the notice left out.
    static func localPage(referer: String?, host: String?) -> String? {
        guard let referer, let host, let url = URLComponents(string: referer), let refererHost = url.host,
              url.scheme == "http" || url.scheme == "https" else { return nil }
        let authority = url.port.map { "\(refererHost):\($0)" } ?? refererHost
        // The path as a redirect would take it: `/\evil.example` (a backslash, encoded or not)
        // and control characters lead elsewhere in a browser.
        // The path kept as sent: `/readers/2024%2F15` decoded would be another (a ticket with a `/` in it).
        let path = url.percentEncodedPath
        guard authority.lowercased() == host.lowercased(), LocalRedirect.path(url.path) != nil, LocalRedirect.path(path) != nil else {
            return nil
        }
        let query = (url.queryItems ?? []).filter { $0.name != "notice" }
            .map { "\(percentEncode($0.name))=\(percentEncode($0.value ?? ""))" }.joined(separator: "&")
        return query.isEmpty ? path : "\(path)?\(query)"
    }

    /// The catalogue of the page's language: `context.texts.signOut`.
    var texts: any ServerTexts { language.serverTexts }

    /// A message in the page's language.
    func text(_ message: Bilingual) -> String {
        message.text(in: language)
    }

    /// Percent-encodes a query component.
    static func percentEncode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryComponentCharacters) ?? ""
    }

    /// What a query component keeps as it is: letters, digits and `-._~` (built once).
    private static let queryComponentCharacters: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()

    /// A link with query parameters, empty ones left out.
    static func link(_ path: String, _ parameters: [(String, String)]) -> String {
        let query = parameters.filter { !$0.1.isEmpty }.map { "\(percentEncode($0.0))=\(percentEncode($0.1))" }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }
}
