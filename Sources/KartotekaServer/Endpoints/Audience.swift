import KartotekaWire

/// Who an endpoint answers, which decides how refusals and errors look.
enum Audience: Sendable, Hashable {
    /// The JSON API (`/api/v1`): JSON errors; without a token, 401 with `WWW-Authenticate`.
    case api
    /// The book's service (`/locations`, `/catalog`): public JSON.
    case bookService
    /// The web pages: HTML error pages; without a session, a page is a redirect to sign-in.
    case page
}
