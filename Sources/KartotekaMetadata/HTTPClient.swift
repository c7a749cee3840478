/// Sends HTTP GET requests. Implementations block the calling thread until the answer or the
/// request's timeout: call them from a thread of your own (a server worker, ``MetadataLookup``'s
/// async entry point), not from the Swift concurrency pool.
public protocol HTTPClient: Sendable {
    /// Performs the request. Any HTTP status is an answer; only transport failures throw.
    func get(_ request: HTTPClientRequest) throws(HTTPClientError) -> HTTPClientResponse
}

extension HTTPClient {
    /// The answer to `request`; a transport failure (no connection, the timeout) is thrown as a
    /// ``MetadataError`` of `provider`.
    func answer(to request: HTTPClientRequest, from provider: String) throws(MetadataError) -> HTTPClientResponse {
        do {
            return try get(request)
        } catch {
            throw MetadataError(error, provider: provider, timeout: request.timeout)
        }
    }
}
