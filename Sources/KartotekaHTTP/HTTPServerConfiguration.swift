/// How an ``HTTPServer`` listens.
public struct HTTPServerConfiguration: Sendable {
    /// The IPv4 address to bind: `127.0.0.1` (loopback) or `0.0.0.0` (every interface).
    public var host: String
    /// The port; 0 picks a free one (read it back from ``HTTPServer/port``).
    public var port: UInt16
    /// How many threads serve connections.
    public var threads: Int
    /// The largest request body accepted; bigger ones get 413.
    public var maximumBodyBytes: Int
    /// Seconds an idle connection stays open.
    public var connectionTimeoutSeconds: Int
    /// TLS key and certificate in PEM, for HTTPS.
    public var tls: (key: String, certificate: String)?

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: UInt16 = 3000, threads: Int = 4, maximumBodyBytes: Int = 32 << 20,
                connectionTimeoutSeconds: Int = 30, tls: (key: String, certificate: String)? = nil) {
        self.host = host
        self.port = port
        self.threads = threads
        self.maximumBodyBytes = maximumBodyBytes
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.tls = tls
    }
}
