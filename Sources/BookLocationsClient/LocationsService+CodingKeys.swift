import Foundation

extension LocationsService {
    /// The same request as ``fetchLocations(country:completion:)``, decoded as the other version
    /// of the book's code does it: ``SnakeCaseLocation`` reads `street_address`.
    public func fetchSnakeCaseLocations(country: String, completion: @escaping ([SnakeCaseLocation]?, Error?) -> Void) {
        fetch([SnakeCaseLocation].self, country: country, completion: completion)
    }
}
