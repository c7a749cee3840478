import CCurl

/// An ``HTTPClient`` on libcurl's easy interface: one handle per request, so calls may run on
/// many threads at once. No signals (`CURLOPT_NOSIGNAL`: safe in a threaded server), http and
/// https only, no redirects unless allowed, gzip accepted, and a cap on the answer's size.
public struct CurlHTTPClient: HTTPClient {
    /// Sent when a request has no `User-Agent` of its own.
    public var userAgent: String
    /// The most body bytes accepted (after decompression).
    public var maximumResponseBytes: Int
    /// Redirects followed (to https only); 0 returns the 3xx answer itself.
    public var maximumRedirects: Int
    /// The longest connection setup may take, within the request's timeout.
    public var connectTimeout: Duration

    /// Creates a client.
    public init(userAgent: String = "Kartoteka/1.0 (library desk system)", maximumResponseBytes: Int = 4 * 1_048_576,
                maximumRedirects: Int = 0, connectTimeout: Duration = .seconds(5)) {
        self.userAgent = userAgent
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumRedirects = min(max(maximumRedirects, 0), 5)
        self.connectTimeout = connectTimeout
    }

    /// `curl_global_init` must run once before any handle exists and is not thread-safe itself;
    /// a static `let` is initialised exactly once, under a lock, on first use.
    private static let globalInit: CURLcode = kartoteka_curl_global_init()

    /// Performs the GET on the calling thread; any HTTP status is an answer.
    public func get(_ request: HTTPClientRequest) throws(HTTPClientError) -> HTTPClientResponse {
        guard Self.globalInit == CURLE_OK, let handle = curl_easy_init() else {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: "libcurl could not start")
        }
        defer { curl_easy_cleanup(handle) }
        let sink = CurlResponseSink(limit: maximumResponseBytes)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        for header in request.headers {
            headerList = curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }

        kartoteka_curl_easy_setopt_string(handle, CURLOPT_URL, request.url)
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_HTTPGET, 1)
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        kartoteka_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        kartoteka_curl_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "https")
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, maximumRedirects > 0 ? 1 : 0)
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_MAXREDIRS, maximumRedirects)
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout))
        kartoteka_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(min(connectTimeout, request.timeout)))
        kartoteka_curl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumResponseBytes))
        kartoteka_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        kartoteka_curl_easy_setopt_string(handle, CURLOPT_USERAGENT, userAgent)
        kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList)
        kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        kartoteka_curl_easy_setopt_callback(handle, CURLOPT_WRITEFUNCTION, CurlResponseSink.bodyCallback)
        kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        kartoteka_curl_easy_setopt_callback(handle, CURLOPT_HEADERFUNCTION, CurlResponseSink.headerCallback)
        kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context)

        let result = curl_easy_perform(handle)
        guard result == CURLE_OK else {
            throw Self.error(for: result, sink: sink, message: String(cString: errorBuffer))
        }
        var status = 0
        kartoteka_curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPClientResponse(status: status, headers: sink.headers, body: sink.body)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000), 1)
    }

    private static func error(for code: CURLcode, sink: CurlResponseSink, message: String) -> HTTPClientError {
        switch code {
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: return .invalidURL
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotResolveHost
        case CURLE_COULDNT_CONNECT, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING: return .cannotConnect
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_FILESIZE_EXCEEDED: return .responseTooLarge(limit: sink.limit)
        case CURLE_WRITE_ERROR where sink.overflowed: return .responseTooLarge(limit: sink.limit)
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR:
            return .tlsFailure
        default:
            let text = message.isEmpty ? String(cString: curl_easy_strerror(code)) : message
            return .transport(code: Int(code.rawValue), message: text)
        }
    }
}
