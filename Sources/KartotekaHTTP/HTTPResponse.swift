import Foundation

extension HTTPResponse {
    /// A response with a body of a content type.
    public init(status: Int = 200, contentType: String, body: Data) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: body)
    }

    /// An HTML page (UTF-8).
    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/html; charset=utf-8", body: Data(text.utf8))
    }

    /// Plain text (UTF-8).
    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
    }

    /// JSON bytes.
    public static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: data)
    }

    /// A redirect after a form post (303 See Other).
    public static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", location)])
    }

    /// No content.
    public static let noContent = HTTPResponse(status: 204)

    /// The first value of a header, matched case-insensitively (ASCII, as header names are),
    /// without making lower-cased copies: every response is asked for a few.
    public func header(_ name: String) -> String? {
        headers.first { Self.sameName($0.name, name) }?.value
    }

    private static func sameName(_ one: String, _ other: String) -> Bool {
        one.utf8.count == other.utf8.count
            && zip(one.utf8, other.utf8).allSatisfy { $0 == $1 || ($0 | 0x20 == $1 | 0x20 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) }
    }

    /// The response with one more header.
    public func adding(_ name: String, _ value: String) -> HTTPResponse {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }
}
