/// The methods endpoints are declared with; `HEAD` is answered by the `GET` endpoint.
enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"

    /// Whether the method only reads (so needs no anti-forgery token and is never audited).
    var isRead: Bool { self == .get }

    /// The method of a request, with `HEAD` taken as `GET`; `nil` for methods nothing declares.
    init?(requestMethod: String) {
        self.init(rawValue: requestMethod == "HEAD" ? "GET" : requestMethod)
    }
}
