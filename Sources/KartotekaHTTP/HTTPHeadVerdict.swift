/// What the server does with a request whose head (line and headers) is in and which announces a
/// body, before reading any of that body: a refusal that needs no body is sent at once, and a body
/// from a caller nobody knows gets a much shorter deadline.
public enum HTTPHeadVerdict: Sendable {
    /// Read the body within ``HTTPServerConfiguration/requestBodyTimeoutSeconds``.
    case readBody
    /// Read the body within ``HTTPServerConfiguration/anonymousBodyTimeoutSeconds``: nobody known
    /// sent it (no session, no token).
    case readBodyFromStranger
    /// Answer now (a 401, 403 or 404 needs no body); the body is never read, and the connection
    /// is closed after the answer.
    case answer(HTTPResponse)
}
