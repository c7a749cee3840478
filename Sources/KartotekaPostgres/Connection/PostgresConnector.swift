import CPostgres
import Foundation

/// Makes libpq connections, waiting at most the connect timeout, and tells why one failed.
///
/// libpq reports a refused connection only as text, in the server's language. It is asked for
/// verbose errors, whose text carries the server's SQLSTATE (`28P01`, `3D000`…): the store reads
/// that code and drops the text, which names the account and never reaches a log or a person.
enum PostgresConnector {
    /// Connects to `address`; throws ``PostgresError/Kind/connectionFailed(_:)`` saying why not.
    static func open(_ address: PostgresAddress) throws(PostgresError) -> OpaquePointer {
        guard isUsable(address.url),
              let handle = withParameters(address, { keywords, values in PQconnectStartParams(keywords, values, 1) }) else {
            throw PostgresError(.connectionFailed(.badParameters))
        }
        PQsetErrorVerbosity(handle, PQERRORS_VERBOSE)
        guard PQstatus(handle) != CONNECTION_BAD, connects(handle) else {
            let failure = failure(of: handle)
            PQfinish(handle)
            throw PostgresError(.connectionFailed(failure))
        }
        return handle
    }

    /// Whether libpq can read the URL, numbers included: it finds a port that is not a number only
    /// while connecting, and then reports it as it reports a host that does not answer.
    private static func isUsable(_ url: String) -> Bool {
        var error: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(url, &error) else {
            PQfreemem(error)
            return false
        }
        defer { PQconninfoFree(options) }
        let numbers: Set = ["connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout"]
        var option = options
        while let keyword = option.pointee.keyword.map({ String(cString: $0) }) {
            if let value = option.pointee.val.map({ String(cString: $0) }) {
                if keyword == "port", !value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({ $0.isEmpty || Int($0) != nil }) {
                    return false
                }
                if numbers.contains(keyword), Int(value.trimmingCharacters(in: .whitespaces)) == nil { return false }
            }
            option += 1
        }
        return true
    }

    /// Drives a started connection until it is made or fails, waiting on its socket, for at most
    /// its `connect_timeout` (none when that is 0).
    private static func connects(_ handle: OpaquePointer) -> Bool {
        let timeout = connectTimeoutSeconds(handle)
        let deadline = timeout > 0 ? monotonicMilliseconds() + Int64(timeout) * 1000 : nil
        var state = PGRES_POLLING_WRITING
        while state != PGRES_POLLING_OK {
            guard state != PGRES_POLLING_FAILED else { return false }
            let socket = PQsocket(handle)
            guard socket >= 0 else { return false }
            var descriptor = pollfd(fd: socket, events: Int16(state == PGRES_POLLING_READING ? POLLIN : POLLOUT), revents: 0)
            let wait = deadline.map { Int32(clamping: max(0, $0 - monotonicMilliseconds())) } ?? -1
            let ready = wait == 0 ? 0 : poll(&descriptor, 1, wait)
            if ready == 0 { return false }
            if ready < 0 && errno != EINTR { return false }
            state = PQconnectPoll(handle)
        }
        return true
    }

    /// Why a connection that reached a server failed, from its error text's SQLSTATE.
    private static func failure(of handle: OpaquePointer) -> PostgresError.ConnectionFailure {
        let user = PQuser(handle).map { String(cString: $0) } ?? ""
        if PQconnectionNeedsPassword(handle) == 1 { return .passwordMissing(user: user) }
        let message = PQerrorMessage(handle).map { String(cString: $0) } ?? ""
        guard let sqlState = sqlState(in: message) else { return .unreachable }
        switch sqlState {
        case "28P01": return .wrongPassword(user: user)
        case "28000", "42501": return .accountRefused(user: user)
        case "3D000": return .noSuchDatabase(name: PQdb(handle).map { String(cString: $0) } ?? "", user: user)
        case "53300": return .tooManyConnections
        case _ where sqlState.hasPrefix("57P"): return .unreachable  // starting up or shutting down
        default: return .refused
        }
    }

    /// The SQLSTATE in a verbose libpq message: `FATAL:  3D000: database … does not exist`.
    static func sqlState(in message: String) -> String? {
        message.firstMatch(of: /:[ ]{2}([0-9A-Z]{5}):[ ]/).map { String($0.1) }
    }

    /// The connection's `connect_timeout`: the URL's, else the store's default.
    private static func connectTimeoutSeconds(_ handle: OpaquePointer) -> Int {
        guard let options = PQconninfo(handle) else { return defaultTimeoutSeconds }
        defer { PQconninfoFree(options) }
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "connect_timeout" {
                let seconds = option.pointee.val.flatMap { Int(String(cString: $0)) } ?? defaultTimeoutSeconds
                return seconds <= 0 ? 0 : max(2, seconds)  // as libpq: 0 waits for ever, at least 2 s
            }
            option += 1
        }
        return defaultTimeoutSeconds
    }

    /// How long a connection may take unless the URL says otherwise.
    private static let defaultTimeoutSeconds = 5

    private static func monotonicMilliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }

    /// Hands libpq the connection keywords: the store's defaults first, then the URL (whose
    /// settings win), then UTF-8, which the store relies on.
    static func withParameters<T>(_ address: PostgresAddress,
                                  _ body: (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
        let pairs = [("connect_timeout", "\(defaultTimeoutSeconds)"), ("application_name", "kartoteka"), ("keepalives_idle", "30"),
                     ("keepalives_interval", "10"), ("keepalives_count", "3"), ("dbname", address.url),
                     ("client_encoding", "UTF8")]
        let keywords = pairs.map { strdup($0.0) }
        let values = pairs.map { strdup($0.1) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let keywordList = keywords.map { UnsafePointer($0) } + [nil]
        let valueList = values.map { UnsafePointer($0) } + [nil]
        return keywordList.withUnsafeBufferPointer { keywordBuffer in
            valueList.withUnsafeBufferPointer { valueBuffer in body(keywordBuffer.baseAddress!, valueBuffer.baseAddress!) }
        }
    }
}
