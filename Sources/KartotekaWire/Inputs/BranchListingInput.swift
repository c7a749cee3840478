import KartotekaValues

/// How a branch shows among the library locations (the book's `/locations`), as the API takes
/// it: every field may be left out, keeping what the branch's location (or the one linked) has;
/// the street address is the branch's address.
public struct BranchListingInput: Codable, Sendable, Hashable {
    /// A new address for the branch, and so its location's street address.
    public var address: String?
    /// The city.
    public var city: String?
    /// The country, as `/locations?country=` matches it.
    public var country: String?
    /// An emoji, usually the country's flag.
    public var emoji: String?
    /// Opening hours as people write them.
    public var hours: String?
    /// A library location that exists, to show the branch instead of a new one.
    public var locationId: Int64?

    /// Creates the input.
    public init(address: String? = nil, city: String? = nil, country: String? = nil, emoji: String? = nil, hours: String? = nil,
                locationId: Int64? = nil) {
        self.address = address
        self.city = city
        self.country = country
        self.emoji = emoji
        self.hours = hours
        self.locationId = locationId
    }
}

extension BranchListingInput: SchemaDescribed {
    public static let schema = Schema<BranchListingInput>.input(
        "BranchListingInput",
        "How a branch shows among the library locations (the book's `/locations`): its location's street address is the "
            + "branch's address; a field left out keeps what the branch's location, or the one linked, has.",
        [
            .init("address", \.address, "A new address for the branch, and so for its location."),
            .init("city", \.city), .init("country", \.country), .init("emoji", \.emoji),
            .init("hours", \.hours, "Opening hours as people write them."),
            .init("locationId", \.locationId, .integer("A library location that exists, to show the branch (and follow it) instead of a new one.",
                                                       format: "int64", minimum: 1)),
        ],
        example: ["city": "Сосновка", "country": "Россия", "emoji": "🇷🇺", "hours": "10:00–18:00"])
}
