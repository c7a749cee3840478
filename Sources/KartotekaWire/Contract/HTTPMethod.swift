/// The methods routes are declared with; `HEAD` is answered by the `GET` route.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"

    /// Whether the method only reads (so needs no anti-forgery token and is never audited).
    public var isRead: Bool { self == .get }

    /// The method of a request, with `HEAD` taken as `GET`; `nil` for methods nothing declares.
    public init?(requestMethod: String) {
        self.init(rawValue: requestMethod == "HEAD" ? "GET" : requestMethod)
    }
}
