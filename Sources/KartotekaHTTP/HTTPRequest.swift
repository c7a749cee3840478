import Foundation

/// An HTTP request, copied out of the C server into Swift values before any handler sees it.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`…
    public var method: String
    /// The path, percent-decoded, without the query: `/api/v1/titles/7`.
    public var path: String
    /// The path's segments, each percent-decoded on its own, so `/copies/12%2F3/edit` is
    /// `["copies", "12/3", "edit"]`; routes and access rules match these.
    public var pathSegments: [String]
    /// Query parameters in order, decoded.
    public var query: [(name: String, value: String)]
    /// Header fields with lower-cased names.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// Fields of an `application/x-www-form-urlencoded` or `multipart/form-data` body.
    public var form: [FormPart]
    /// An id for this request, for the log and error reports.
    public var id: String
    /// Whether the request came over TLS.
    public var isSecure: Bool
    /// The client's IP address, when known (for limiting sign-in attempts; never logged).
    public var remoteAddress: String
    /// The server's limit on a body, in bytes, when the body sent was over it and was dropped:
    /// the application answers in the request's own language and form.
    public var bodyLimitExceeded: Int?

    /// Creates a request (servers build these; tests may too).
    public init(method: String, path: String, pathSegments: [String]? = nil, query: [(name: String, value: String)] = [],
                headers: [String: String] = [:],
                body: Data = Data(), form: [FormPart] = [], id: String = "test", isSecure: Bool = false,
                remoteAddress: String = "") {
        self.method = method
        self.path = path
        self.pathSegments = pathSegments ?? path.split(separator: "/").map(String.init)
        self.query = query
        self.headers = headers
        self.body = body
        self.form = form
        self.id = id
        self.isSecure = isSecure
        self.remoteAddress = remoteAddress
    }

    /// The segments of a request target as sent (`/copies/12%2F3?x=1`), each percent-decoded; a
    /// segment that is not valid percent-encoded UTF-8 is kept as sent.
    public static func decodedSegments(ofTarget target: String) -> [String] {
        // On the bytes: every request's path is split here.
        let bytes = target.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        var segments: [String] = []
        var start = bytes.startIndex
        var escaped = false
        var index = start
        while index <= end {
            if index == end || bytes[index] == UInt8(ascii: "/") {
                if index > start {
                    let segment = target[start..<index]
                    segments.append(escaped ? segment.removingPercentEncoding ?? String(segment) : String(segment))
                }
                if index == end { break }
                start = bytes.index(after: index)
                escaped = false
            } else if bytes[index] == UInt8(ascii: "%") {
                escaped = true
            }
            index = bytes.index(after: index)
        }
        return segments
    }

    /// The last value of a query parameter.
    public func queryValue(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// A header's value; `name` is matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The value of a form field (text fields only).
    public func formValue(_ name: String) -> String? {
        form.last { $0.name == name && $0.filename == nil }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    /// An uploaded file by field name.
    public func formFile(_ name: String) -> FormPart? {
        form.last { $0.name == name && $0.filename != nil }
    }

    /// The cookies the client sent.
    public var cookies: [String: String] {
        var result: [String: String] = [:]
        for pair in (header("cookie") ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { result[parts[0]] = parts[1] }
        }
        return result
    }

    /// The media type of the body without parameters, lower-cased: `application/json`.
    public var contentType: String {
        (header("content-type") ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
    }
}

