import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// Finds who a request comes from: a session cookie (browsers) or `Authorization: Bearer`
/// (the API, scripts, the CLI against a remote server).
struct Authenticator: Sendable {
    let store: any LibraryStore
    /// The accounts of tokens used lately.
    private let tokens = BearerTokenCache()

    init(store: any LibraryStore) {
        self.store = store
    }

    func principal(for request: HTTPRequest) throws -> RequestPrincipal? {
        if let header = request.header("authorization"), header.lowercased().hasPrefix("bearer ") {
            let token = Self.trimmed(header.dropFirst(7))
            guard let account = try tokens.account(digest: SecretTokens.digest(token), store: store) else { return nil }
            return RequestPrincipal(account: account, csrfToken: nil)
        }
        guard let token = request.cookies[SessionCookie.name], !token.isEmpty,
              let session = try store.session(tokenDigest: SecretTokens.digest(token)) else { return nil }
        return RequestPrincipal(account: session.account, csrfToken: session.csrfToken, branch: session.branch)
    }

    /// The token without surrounding spaces; one that starts and ends with printable ASCII (as
    /// every token does) is taken as it is, without Foundation.
    private static func trimmed(_ text: Substring) -> String {
        let printable: ClosedRange<UInt8> = 0x21...0x7E
        if let first = text.utf8.first, let last = text.utf8.last, printable.contains(first), printable.contains(last) {
            return String(text)
        }
        return String(text).trimmingCharacters(in: .whitespaces)
    }

    /// Whether a state-changing request from a browser session carries its anti-forgery token
    /// (a form field `csrf` or the header `X-CSRF-Token`). API-token requests need none.
    func passesForgeryCheck(_ request: HTTPRequest, principal: RequestPrincipal) -> Bool {
        guard let expected = principal.csrfToken else { return true }
        return passesForgeryCheck(request, expected: expected)
    }

    /// Whether a state-changing request of a reader's session carries its anti-forgery token.
    func passesForgeryCheck(_ request: HTTPRequest, reader: ReaderSession) -> Bool {
        passesForgeryCheck(request, expected: reader.csrfToken)
    }

    private func passesForgeryCheck(_ request: HTTPRequest, expected: String) -> Bool {
        let sent = request.formValue("csrf") ?? request.header("x-csrf-token") ?? ""
        return SecretTokens.equal(sent, expected)
    }
}
