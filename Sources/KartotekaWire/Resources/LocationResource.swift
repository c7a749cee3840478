import KartotekaValues

/// A library location as the API shows it; the book's `/locations` uses ``BookLocation`` instead.
public struct LocationResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var streetAddress: String = ""
    public var city: String = ""
    public var country: String = ""
    public var emoji: String = ""
    public var hours: String = ""
    /// The code of the branch it shows, when it shows one (it then follows the branch, and is
    /// changed or removed through it).
    public var branch: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension LocationResource: SchemaDescribed {
    public static let schema = Schema<LocationResource>.resource(
        "Location", "A library location, as staff manage them.",
        [
            .init("id", \.id, .id), .init("streetAddress", \.streetAddress), .init("city", \.city), .init("country", \.country),
            .init("emoji", \.emoji), .init("hours", \.hours),
            .init("branch", \.branch, "The code of the branch it shows, when it shows one: it then follows the branch, "
                + "and is changed or removed through it (`/api/v1/branches/{code}/location`)."),
        ])
}
