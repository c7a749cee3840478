/// What a handler gives the server for a request: the response now, or work whose response comes
/// later. Later work runs on threads of its own while the connection waits suspended, so the
/// server's thread goes on answering its other (kept-alive) connections meanwhile.
public enum HTTPAnswer: Sendable {
    /// The response, ready.
    case now(HTTPResponse)
    /// Work to run off the server's threads; its result is sent when it is done.
    case later(@Sendable () -> HTTPResponse)
}
