/// How an ``HTTPServer`` listens, and the limits that keep slow or greedy clients from taking it
/// offline.
///
/// A connection's time is bounded three ways: the request head (line and headers) must arrive
/// within ``requestHeaderTimeoutSeconds`` of the connection opening or of the previous answer,
/// the body within ``requestBodyTimeoutSeconds`` of the head, and a connection on which nothing
/// moves either way for ``connectionTimeoutSeconds`` is closed. A client that drips a byte a
/// second (Slowloris) therefore holds a connection for the header deadline at most, and never
/// more than ``maximumConnectionsPerAddress`` of them at once.
///
/// A body is bounded twice more: a request from nobody known has ``anonymousBodyTimeoutSeconds``
/// for it, and any body must keep coming at ``minimumUploadBytesPerSecond`` on average once
/// ``uploadGraceSeconds`` have passed. A request head that arrived whole but waits unread (its
/// thread busy with another answer) does not count against the header deadline.
public struct HTTPServerConfiguration: Sendable {
    /// The IPv4 address to bind: `127.0.0.1` (loopback) or `0.0.0.0` (every interface).
    public var host: String
    /// The port; 0 picks a free one (read it back from ``HTTPServer/port``).
    public var port: UInt16
    /// How many threads serve connections.
    public var threads: Int
    /// The largest request body accepted; bigger ones get 413.
    public var maximumBodyBytes: Int
    /// Seconds a connection may sit with nothing sent or received before it is closed.
    public var connectionTimeoutSeconds: Int
    /// Seconds a client has to send a request's line and headers (and, over HTTPS, to finish the
    /// TLS handshake), counted from when the connection opened or its previous answer was sent.
    /// A kept-alive connection that stays silent this long is closed too.
    public var requestHeaderTimeoutSeconds: Int
    /// Seconds a client has to send a request's whole body once its headers are in (a 32 MiB
    /// upload in 120 s needs about 2.3 Mbit/s).
    public var requestBodyTimeoutSeconds: Int
    /// Connections open at once; further ones wait in the listen queue until one closes. The
    /// server raises the process's file-descriptor soft limit to fit this (up to the hard limit,
    /// and serves fewer connections when even the hard limit is too low).
    public var maximumConnections: Int
    /// Connections open at once from one client address; further ones are closed as they come.
    /// 0 for no limit: needed behind a reverse proxy, where every client has the proxy's address.
    public var maximumConnectionsPerAddress: Int
    /// The `Strict-Transport-Security` value sent with every answer over HTTPS; `nil` sends none.
    public var strictTransportSecurity: String?
    /// TLS key and certificate in PEM, for HTTPS (TLS 1.2 and 1.3 only).
    public var tls: (key: String, certificate: String)?
    /// How many answers given ``HTTPAnswer/later(_:)`` are worked out at once; more wait their turn.
    public var laterWorkers: Int = 8
    /// How many answers given ``HTTPAnswer/outside(_:)`` are worked out at once; more wait their turn.
    public var outsideWorkers: Int = 4
    /// Seconds a caller nobody knows (``HTTPHeadVerdict/readBodyFromStranger``) has to send a body
    /// once its headers are in: signing in and asking for a code need a few hundred bytes.
    public var anonymousBodyTimeoutSeconds: Int = 10
    /// The slowest average upload accepted, in bytes a second, counted after ``uploadGraceSeconds``
    /// (4 KiB/s: a 32 MiB body takes over two hours at that rate, so only drips are cut).
    public var minimumUploadBytesPerSecond: Int = 4_096
    /// Seconds of a body's start during which it may come as slowly as it likes.
    public var uploadGraceSeconds: Int = 5
    /// Run once when the server goes quiet (no new request for a second) after answering some:
    /// the place to give memory the burst left free back to the system. `nil` runs nothing.
    public var whenQuiet: (@Sendable () -> Void)?

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: UInt16 = 3000, threads: Int = 4, maximumBodyBytes: Int = 32 << 20,
                connectionTimeoutSeconds: Int = 30, requestHeaderTimeoutSeconds: Int = 10,
                requestBodyTimeoutSeconds: Int = 120, maximumConnections: Int = 4_096,
                maximumConnectionsPerAddress: Int = 128, strictTransportSecurity: String? = "max-age=31536000",
                tls: (key: String, certificate: String)? = nil) {
        self.host = host
        self.port = port
        self.threads = threads
        self.maximumBodyBytes = maximumBodyBytes
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.requestHeaderTimeoutSeconds = requestHeaderTimeoutSeconds
        self.requestBodyTimeoutSeconds = requestBodyTimeoutSeconds
        self.maximumConnections = maximumConnections
        self.maximumConnectionsPerAddress = maximumConnectionsPerAddress
        self.strictTransportSecurity = strictTransportSecurity
        self.tls = tls
    }
}
