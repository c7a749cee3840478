/// Why an HTTP exchange produced no answer. Descriptions never include the URL, which may hold an API key.
public enum HTTPClientError: Error, Sendable, Equatable {
    /// The URL could not be used (malformed, or a scheme other than http and https).
    case invalidURL
    /// The host name did not resolve.
    case cannotResolveHost
    /// Nothing listens at the address, or the connection was refused or reset.
    case cannotConnect
    /// No complete answer within the timeout.
    case timedOut
    /// The answer was longer than the client accepts.
    case responseTooLarge(limit: Int)
    /// More redirects than allowed.
    case tooManyRedirects
    /// The TLS handshake or certificate check failed.
    case tlsFailure
    /// Any other transport failure: libcurl's code and message.
    case transport(code: Int, message: String)
}
