import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_exported import KartotekaWire

/// A client of Kartoteka's JSON API (`/api/v1`) and the book's service (`/locations`,
/// `/catalog`) for native apps and tools, on Apple platforms and Linux.
///
/// Every method is `async` and throws ``KartotekaClientError``; answers decode into the wire
/// types of `KartotekaWire` (``TitleResource``, ``CopyResource``…), which the server encodes
/// with the very same types, and request bodies are its inputs (``TitleInput``, ``ReaderInput``…).
///
/// ```swift
/// let client = KartotekaClient(baseURL: URL(string: "http://127.0.0.1:3000")!, language: "en",
///                              token: { keychain.apiToken })
/// let page = try await client.titles(matching: "лермонтов", availability: .available)
/// ```
public struct KartotekaClient: Sendable {
    /// Supplies a bearer token for each request (`Authorization: Bearer …`), or `nil` for none.
    public typealias TokenProvider = @Sendable () async throws -> String?

    /// Where the server is: `http://127.0.0.1:3000` (a path prefix is kept: `https://host/kartoteka`).
    public var baseURL: URL
    /// The `Accept-Language` sent: `ru` (the server's default) or `en`; error messages follow it.
    public var language: String
    /// The bearer token hook: a staff account's API token (`kartoteka user token add`), which
    /// everything but the locations and the book's service needs.
    public var token: TokenProvider?
    /// The session requests go through.
    public var session: URLSession

    /// Creates a client for a server.
    public init(baseURL: URL, language: String = "ru", session: URLSession = .shared, token: TokenProvider? = nil) {
        self.baseURL = baseURL
        self.language = language
        self.session = session
        self.token = token
    }
}
