import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on libmicrohttpd: a pool of epoll threads, each turning a C request into an
/// ``HTTPRequest``, calling the handler synchronously, and copying the ``HTTPResponse`` back.
/// No C pointer leaves this type.
///
/// Idle sockets cost the epoll threads nothing; what bounds slow clients are the limits of
/// ``HTTPServerConfiguration``: connections at once in all and per client address, and deadlines
/// for a request's head and body, which ``ConnectionDeadlines`` enforces. Over HTTPS only TLS 1.2
/// and 1.3 are spoken, and every answer carries `Strict-Transport-Security`.
public final class HTTPServer: Sendable {
    /// Handles one request; called on a server thread.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Answers one request now or later; called on a server thread.
    public typealias AnsweringHandler = @Sendable (HTTPRequest) -> HTTPAnswer

    let configuration: HTTPServerConfiguration
    let handler: AnsweringHandler
    /// Looks at a request's head before its body is read; `nil` reads every body.
    let screen: (@Sendable (HTTPRequest) -> HTTPHeadVerdict)?
    /// Where later work runs: at most ``laterWorkers`` at once, the rest wait their turn.
    let laterQueue = DispatchQueue(label: "kartoteka.http.later", attributes: .concurrent)
    let laterSlots: DispatchSemaphore
    /// Where work waiting on other servers runs: at most ``HTTPServerConfiguration/outsideWorkers`` at once.
    let outsideSlots: DispatchSemaphore
    private let daemon = Mutex<OpaquePointer?>(nil)
    private let boundPort = Atomic<UInt16>(0)
    private let requestCounter = Atomic<UInt64>(0)
    private let idPrefix = String(UInt32.random(in: 0x1000_0000...0xFFFF_FFFF), radix: 16)
    let deadlines: ConnectionDeadlines
    private let servedConnections = Atomic<Int>(0)

    /// Creates a server whose handler always answers at once; nothing listens until ``start()``.
    public convenience init(configuration: HTTPServerConfiguration, handler: @escaping Handler) {
        self.init(configuration: configuration, answering: { .now(handler($0)) })
    }

    /// Creates a server whose handler may answer later; nothing listens until ``start()``.
    /// `screening` sees the head of each request that announces a body (its body still empty) and
    /// may answer it before the body is read.
    public init(configuration: HTTPServerConfiguration, screening: (@Sendable (HTTPRequest) -> HTTPHeadVerdict)? = nil,
                answering handler: @escaping AnsweringHandler) {
        self.configuration = configuration
        self.handler = handler
        self.screen = screening
        self.laterSlots = DispatchSemaphore(value: max(1, configuration.laterWorkers))
        self.outsideSlots = DispatchSemaphore(value: max(1, configuration.outsideWorkers))
        self.deadlines = ConnectionDeadlines(
            headerSeconds: configuration.requestHeaderTimeoutSeconds, bodySeconds: configuration.requestBodyTimeoutSeconds,
            anonymousBodySeconds: configuration.anonymousBodyTimeoutSeconds,
            minimumUpload: (bytesPerSecond: configuration.minimumUploadBytesPerSecond, graceSeconds: configuration.uploadGraceSeconds),
            peeksAtWaitingHeads: configuration.tls == nil)
    }

    /// How many connections the running server holds at once: the configured maximum, or fewer
    /// when the process may not open that many files.
    public var connectionLimit: Int { servedConnections.load(ordering: .acquiring) }

    /// The port the server listens on (useful after binding port 0).
    public var port: UInt16 { boundPort.load(ordering: .acquiring) }

    /// Starts listening.
    public func start() throws(HTTPServerError) {
        try daemon.withLock { (daemon: inout OpaquePointer?) throws(HTTPServerError) in
            guard daemon == nil else { return }
            var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue
                | MHD_ALLOW_SUSPEND_RESUME.rawValue
            if configuration.tls != nil { flags |= MHD_USE_TLS.rawValue }
            let context = Unmanaged.passUnretained(self).toOpaque()
            let connections = FileDescriptorLimit.connections(fitting: max(1, configuration.maximumConnections))
            let started = configuration.host.withCString { host in
                withOptionalCString(configuration.tls?.key) { key in
                    withOptionalCString(configuration.tls?.certificate) { certificate in
                        Self.tlsPriorities.withCString { priorities in
                            var settings = kartoteka_mhd_settings(
                                flags: flags, host: host, port: configuration.port,
                                thread_pool_size: UInt32(max(1, configuration.threads)),
                                connection_memory_limit: Self.connectionMemoryBytes,
                                connection_timeout_seconds: UInt32(max(1, configuration.connectionTimeoutSeconds)),
                                connection_limit: UInt32(connections),
                                per_address_connection_limit: UInt32(max(0, configuration.maximumConnectionsPerAddress)),
                                tls_key_pem: key, tls_cert_pem: certificate, tls_priorities: priorities)
                            return kartoteka_mhd_start(&settings, accessHandler, context, completedHandler, context,
                                                       targetHandler, nil, connectionHandler, context)
                        }
                    }
                }
            }
            guard let started else {
                throw .cannotListen(host: configuration.host, port: configuration.port)
            }
            daemon = started
            servedConnections.store(connections, ordering: .releasing)
            boundPort.store(kartoteka_mhd_bound_port(started), ordering: .releasing)
            if let whenQuiet = configuration.whenQuiet {
                let quiet = QuietSpell(whenQuiet)
                deadlines.start { [weak self] in
                    guard let self else { return }
                    quiet.look(requests: requestCounter.load(ordering: .relaxed))
                }
            } else {
                deadlines.start()
            }
        }
    }

    /// Stops accepting new connections; requests in progress finish.
    public func stop() {
        let running = daemon.withLock { daemon -> OpaquePointer? in
            defer { daemon = nil }
            return daemon
        }
        guard let running else { return }
        // The watch stops first: it must not shut a socket down once the daemon is closing them.
        deadlines.stop()
        // Quiescing hands the listening socket over to us: it must be closed, after the daemon
        // stops, or the port stays bound and new connections hang in its backlog.
        let listening = MHD_quiesce_daemon(running)
        MHD_stop_daemon(running)
        if listening >= 0 { close(listening) }
    }

    deinit {
        stop()
    }

    /// libmicrohttpd's per-connection memory (request line, headers, read and write buffers),
    /// which it clears for every request on a kept-alive connection: large enough for any real
    /// header set, small enough that clearing it costs little. Bodies are collected outside it.
    static let connectionMemoryBytes = 16 * 1024

    /// The TLS versions and ciphers offered (GnuTLS priorities): its usual set without TLS 1.0
    /// and 1.1 (nor SSL 3), which current browsers have dropped and which lack modern ciphers;
    /// in TLS 1.2 without static RSA key exchange (no forward secrecy) and without CBC suites
    /// (SHA-1 and SHA-2 MACs), leaving ECDHE or DHE with AES-GCM or ChaCha20-Poly1305.
    static let tlsPriorities = "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2:-RSA:-MAC-ALL:+AEAD"

    func nextRequestID() -> String {
        let number = requestCounter.wrappingAdd(1, ordering: .relaxed).newValue
        return "\(idPrefix)-\(number)"
    }
}

/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    case cannotListen(host: String, port: UInt16)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port):
            "cannot listen on \(host):\(port) (is the port taken, the address wrong, or the TLS key/certificate invalid?)"
        }
    }
}

private func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
    guard let text else { return body(nil) }
    return text.withCString(body)
}
