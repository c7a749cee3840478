import Foundation
import KartotekaCore

/// Book descriptions from Open Library's Books API:
/// `GET {base}/api/books?bibkeys=ISBN:<13>,ISBN:<10>&format=json&jscmd=data`.
///
/// Both forms of a 978 ISBN are sent, because Open Library files many editions under only one;
/// the answer is keyed by each bibkey exactly as sent, and the 13-digit one is preferred.
/// Open Library asks callers to identify themselves, so a descriptive User-Agent goes with
/// every request.
public struct OpenLibraryProvider: MetadataProvider {
    /// Where and how to ask.
    public struct Configuration: Sendable, Hashable {
        /// The site's base URL.
        public var baseURL: String
        /// How long to wait for an answer.
        public var timeout: Duration
        /// A contact (e-mail or URL) added to the User-Agent, as Open Library asks.
        public var contact: String?

        /// Creates a configuration.
        public init(baseURL: String = "https://openlibrary.org", timeout: Duration = .seconds(8), contact: String? = nil) {
            self.baseURL = baseURL
            self.timeout = timeout
            self.contact = contact
        }

        /// `Kartoteka/1.0 (library desk system; librarian@example.org)`.
        public var userAgent: String {
            let contact = (contact ?? "").filter { !$0.isNewline && $0 != "(" && $0 != ")" }
            return "Kartoteka/1.0 (library desk system" + (contact.isEmpty ? "" : "; " + contact) + ")"
        }
    }

    /// `Open Library`.
    public let name = "Open Library"
    /// Where and how to ask.
    public var configuration: Configuration
    private let client: any HTTPClient

    /// Creates the provider; the client defaults to libcurl.
    public init(configuration: Configuration = Configuration(), client: any HTTPClient = CurlHTTPClient()) {
        self.configuration = configuration
        self.client = client
    }

    /// The bibkeys sent for an ISBN, in order of preference.
    static func bibkeys(_ isbn: ISBN) -> [String] {
        ["ISBN:" + isbn.digits] + (isbn.isbn10.map { ["ISBN:" + $0] } ?? [])
    }

    /// The edition filed under the ISBN (13 digits preferred), or none.
    public func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate] {
        guard let base = URLQuery.base(configuration.baseURL) else { throw .invalidBaseURL(provider: name) }
        let keys = Self.bibkeys(isbn)
        let url = base + "/api/books?bibkeys=" + keys.joined(separator: ",") + "&format=json&jscmd=data"
        let request = HTTPClientRequest(url: url, headers: [HTTPHeader("Accept", "application/json"),
                                                      HTTPHeader("User-Agent", configuration.userAgent)],
                                  timeout: configuration.timeout)
        let response = try client.answer(to: request, from: name)
        switch response.status {
        case 200: break
        case 429: throw .quotaExceeded(provider: name)
        default: throw .unexpectedStatus(provider: name, status: response.status)
        }
        // Without format=json, or from a proxy's error page, the answer is not a JSON object.
        guard let editions = try? JSONDecoder().decode([String: OpenLibraryEdition].self, from: Data(response.body)) else {
            throw .malformedAnswer(provider: name)
        }
        guard let edition = keys.lazy.compactMap({ editions[$0] }).first else { return [] }
        return [edition.candidate(source: name, isbn: isbn)]
    }
}
