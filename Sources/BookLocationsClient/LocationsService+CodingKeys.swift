import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LocationsService {
    /// The same request as ``fetchLocations(country:completion:)``, decoded as the other version
    /// of the book's code does it: ``SnakeCaseLocation`` reads `street_address`.
    public func fetchSnakeCaseLocations(country: String, completion: @escaping ([SnakeCaseLocation]?, Error?) -> Void) {
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
                let locations = try JSONDecoder().decode([SnakeCaseLocation].self, from: data)
                completion(locations, nil)
            } catch {
                completion(nil, error)
            }
        }
        task.resume()
    }
}
