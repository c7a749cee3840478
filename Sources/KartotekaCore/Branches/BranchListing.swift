/// How a branch is shown among the library locations, the book's `/locations`: its location
/// takes the branch's address as the street address, and the city, country, emoji and hours
/// given here. A location that exists already may be linked instead of making one; it is then
/// the branch's, rewritten from it. Whatever is left `nil` keeps what the branch, or the location
/// it has or is given, holds.
public struct BranchListing: Sendable, Hashable {
    /// A new address for the branch (its location's street address).
    public var address: String?
    /// The city.
    public var city: String?
    /// The country, as `/locations?country=` matches it.
    public var country: String?
    /// An emoji, usually the country's flag.
    public var emoji: String?
    /// Opening hours as people write them.
    public var hours: String?
    /// A location that exists to show the branch, instead of a new one.
    public var location: LocationID?

    /// Creates the listing.
    public init(address: String? = nil, city: String? = nil, country: String? = nil, emoji: String? = nil, hours: String? = nil,
                location: LocationID? = nil) {
        self.address = address
        self.city = city
        self.country = country
        self.emoji = emoji
        self.hours = hours
        self.location = location
    }

    /// The location that shows a branch whose address is `address`, over what its location
    /// holds (`current`, none for a new one), checked as a location is: the address (named
    /// `address`, the branch's field), city and country are needed, every field within its
    /// limit; every problem at once.
    public func location(over current: Location?, address branchAddress: String) throws(ValidationError) -> Location {
        do {
            return try Location(validatingStreetAddress: address ?? branchAddress, city: city ?? current?.city ?? "",
                                country: country ?? current?.country ?? "", emoji: emoji ?? current?.emoji ?? "",
                                hours: hours ?? current?.hours ?? "")
        } catch {
            throw ValidationError(error.problems.map { problem in
                problem.field == "streetAddress" ? FieldProblem(field: "address", message: problem.message) : problem
            })
        }
    }
}
