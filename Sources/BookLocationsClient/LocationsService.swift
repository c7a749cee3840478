import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches library locations by country from the book's service, the way the book's iOS app
/// does: `URLSession`, a data task and a completion handler. Written in the book's plain
/// Swift 5 style, to show that its code works against Kartoteka unchanged.
public class LocationsService {
    /// Where the service runs; the book's app hard-codes `http://localhost:3000`.
    public let baseURL: String

    /// Creates the service client.
    public init(baseURL: String = "http://localhost:3000") {
        self.baseURL = baseURL
    }

    /// Asks for the locations whose country starts with `country` and decodes them as
    /// ``Location`` (`streetAddress`). The completion handler gets the locations or an error.
    public func fetchLocations(country: String, completion: @escaping ([Location]?, Error?) -> Void) {
        fetch([Location].self, country: country, completion: completion)
    }

    /// The book's request: `GET /locations?country=`, the body decoded as `Decoded`.
    func fetch<Decoded: Decodable>(_ type: Decoded.Type, country: String, completion: @escaping (Decoded?, Error?) -> Void) {
        var components = URLComponents(string: baseURL + "/locations")!
        components.queryItems = [URLQueryItem(name: "country", value: country)]

        let task = URLSession.shared.dataTask(with: components.url!) { data, response, error in
            if let error = error {
                completion(nil, error)
                return
            }
            guard let data = data else {
                completion(nil, LocationsServiceError.noData)
                return
            }
            do {
                let decoded = try JSONDecoder().decode(Decoded.self, from: data)
                completion(decoded, nil)
            } catch {
                completion(nil, error)
            }
        }
        task.resume()
    }
}

/// What can go wrong that `URLSession` does not report itself.
public enum LocationsServiceError: Error {
    /// The answer had no body.
    case noData
}
