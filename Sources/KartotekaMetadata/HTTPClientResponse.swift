/// An HTTP answer.
public struct HTTPClientResponse: Sendable, Hashable {
    /// The status code: 200, 404, 429…
    public var status: Int
    /// Header fields of the final answer, names in lower case.
    public var headers: [String: String]
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header field, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
