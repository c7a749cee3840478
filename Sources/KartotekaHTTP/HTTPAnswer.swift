/// What a handler gives the server for a request: the response now, or work whose response comes
/// later. Later work runs on threads of its own while the connection waits suspended, so the
/// server's thread goes on answering its other (kept-alive) connections meanwhile.
public enum HTTPAnswer: Sendable {
    /// The response, ready.
    case now(HTTPResponse)
    /// Work to run off the server's threads; its result is sent when it is done.
    case later(@Sendable () -> HTTPResponse)
    /// Work that waits on other servers (other libraries' catalogues): run off the server's
    /// threads in a pool of its own (``HTTPServerConfiguration/outsideWorkers``), so that however
    /// long they stay silent, the other long work is not kept waiting.
    case outside(@Sendable () -> HTTPResponse)
}
