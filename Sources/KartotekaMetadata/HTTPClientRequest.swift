/// An HTTP GET request.
public struct HTTPClientRequest: Sendable, Hashable {
    /// The absolute URL, already percent-encoded.
    public var url: String
    /// Header fields in order, as name and value.
    public var headers: [HTTPHeader]
    /// The longest the whole exchange may take, connection included.
    public var timeout: Duration

    /// Creates a request.
    public init(url: String, headers: [HTTPHeader] = [], timeout: Duration = .seconds(10)) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}

/// One header field.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name: `User-Agent`.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
