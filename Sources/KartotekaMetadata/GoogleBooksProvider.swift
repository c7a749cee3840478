import Foundation
import KartotekaCore

/// Book descriptions from the Google Books API:
/// `GET {base}/books/v1/volumes?q=isbn:<13 digits>[&key=…][&country=…]`.
///
/// Of the volumes returned, only those whose industry identifiers contain the ISBN (13 or 10
/// digits) are kept: a search can return neighbouring editions.
public struct GoogleBooksProvider: MetadataProvider {
    /// `Google Books`.
    public let name = "Google Books"
    /// Where and how to ask.
    public var configuration: Configuration
    private let client: any HTTPClient

    /// Creates the provider; the client defaults to libcurl.
    public init(configuration: Configuration = Configuration(), client: any HTTPClient = CurlHTTPClient()) {
        self.configuration = configuration
        self.client = client
    }

    /// The volumes carrying the ISBN, best first; empty when there are none.
    public func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate] {
        guard let base = URLQuery.base(configuration.baseURL) else { throw .invalidBaseURL(provider: name) }
        var url = base + "/books/v1/volumes?q=isbn:" + isbn.digits
        if let key = configuration.apiKey, !key.isEmpty { url += "&key=" + URLQuery.encode(key) }
        if let country = configuration.country, !country.isEmpty { url += "&country=" + URLQuery.encode(country) }
        let request = HTTPClientRequest(url: url, headers: [HTTPHeader("Accept", "application/json")], timeout: configuration.timeout)
        let response = try client.answer(to: request, from: name)
        guard response.status == 200 else { throw failure(for: response) }
        guard let answer = try? JSONDecoder().decode(GoogleBooksAnswer.self, from: Data(response.body)) else {
            throw .malformedAnswer(provider: name)
        }
        return (answer.items ?? []).compactMap { item in
            guard let volume = item.volumeInfo, Self.identifiers(volume).contains(where: { $0 == isbn.digits || $0 == isbn.isbn10 })
            else { return nil }
            return candidate(volume, sale: item.saleInfo, isbn: isbn)
        }
    }

    private func failure(for response: HTTPClientResponse) -> MetadataError {
        let clues = (try? JSONDecoder().decode(GoogleBooksErrorAnswer.self, from: Data(response.body)))?.clues ?? []
        let says = { (words: [String]) in clues.contains { clue in words.contains { clue.contains($0) } } }
        if response.status == 429 || says(["ratelimitexceeded", "dailylimitexceeded", "quotaexceeded", "resource_exhausted"]) {
            return .quotaExceeded(provider: name)
        }
        if says(["unknownlocation"]) { return .locationRefused(provider: name) }
        if (response.status == 400 || response.status == 403) && says(["keyinvalid", "api_key_invalid", "api key"]) {
            return .badKey(provider: name)
        }
        return .unexpectedStatus(provider: name, status: response.status)
    }

    private func candidate(_ volume: GoogleBooksAnswer.VolumeInfo, sale: GoogleBooksAnswer.SaleInfo?, isbn: ISBN) -> MetadataCandidate {
        let price = sale?.listPrice.flatMap { price in
            price.amount.flatMap { amount in price.currencyCode.map { ListPrice(amount: amount, currencyCode: $0) } }
        }
        let cover = (volume.imageLinks?.thumbnail ?? volume.imageLinks?.smallThumbnail).map { link in
            link.hasPrefix("http://") ? "https://" + link.dropFirst("http://".count) : link
        }
        return MetadataCandidate(
            source: name, isbn: isbn, title: (volume.title ?? "").collapsedWhitespace,
            subtitle: (volume.subtitle ?? "").collapsedWhitespace,
            authors: (volume.authors ?? []).map(PersonName.init(parsing:)).filter { !$0.isEmpty },
            publisher: (volume.publisher ?? "").collapsedWhitespace, year: Year.first(in: volume.publishedDate),
            pages: volume.pageCount.flatMap { $0 > 0 ? $0 : nil }, language: LanguageCode.bibliographic(volume.language ?? ""),
            annotation: HTMLText.plain(volume.description ?? ""), price: price, coverURL: cover,
            subjects: volume.categories ?? [])
    }

    private static func identifiers(_ volume: GoogleBooksAnswer.VolumeInfo) -> [String] {
        (volume.industryIdentifiers ?? []).compactMap(\.identifier).map { identifier in
            identifier.uppercased().filter { $0.isNumber || $0 == "X" }
        }
    }
}
