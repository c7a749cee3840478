/// A library location as the book's `GET /locations?country=` sends it. (The server sends the
/// street address under both `streetAddress` and `street_address`, for both versions of the
/// book's client; this type reads the first.)
public struct BookLocation: Decodable, Sendable, Hashable {
    /// The street address.
    public var streetAddress: String
    /// The city.
    public var city: String
    /// The country.
    public var country: String
    /// An emoji, usually the country's flag.
    public var emoji: String
    /// Opening hours.
    public var hours: String
}
