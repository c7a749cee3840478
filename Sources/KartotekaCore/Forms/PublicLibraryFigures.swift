/// What 6-НК counts of a library's service: users (readers served: who borrowed or returned),
/// visits (a reader's day at the desk) and loans (copies lent, at the lending desk and in the
/// reading room alike: all of it service on the library's premises).
public struct PublicLibraryFigures: Sendable, Hashable, Codable {
    /// Users served.
    public var users: Int
    /// Visits.
    public var visits: Int
    /// Copies lent.
    public var loans: Int

    /// Creates figures.
    public init(users: Int = 0, visits: Int = 0, loans: Int = 0) {
        self.users = users
        self.visits = visits
        self.loans = loans
    }

    /// Both added up.
    public func adding(_ other: PublicLibraryFigures) -> PublicLibraryFigures {
        PublicLibraryFigures(users: users + other.users, visits: visits + other.visits, loans: loans + other.loans)
    }
}
