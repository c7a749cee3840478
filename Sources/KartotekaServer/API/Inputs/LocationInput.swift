import KartotekaCore

/// The body of `POST /api/v1/locations` and `PUT /api/v1/locations/{id}`.
struct LocationInput: APIInput {
    var streetAddress: String?
    var city: String?
    var country: String?
    var emoji: String?
    var hours: String?

    static let fieldNames: Set<String> = ["streetAddress", "city", "country", "emoji", "hours"]

    /// The validated location.
    func validated() throws -> Location {
        try Location(validatingStreetAddress: streetAddress ?? "", city: city ?? "", country: country ?? "",
                     emoji: emoji ?? "", hours: hours ?? "")
    }
}
