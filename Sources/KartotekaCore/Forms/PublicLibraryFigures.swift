/// What 6-НК counts of a library's service: users (readers served: who borrowed or returned),
/// visits (a reader's day at the desk), loans (copies lent), and of them lent to read in the
/// library (the reading room).
public struct PublicLibraryFigures: Sendable, Hashable, Codable {
    /// Users served.
    public var users: Int
    /// Visits.
    public var visits: Int
    /// Copies lent.
    public var loans: Int
    /// Of them lent to read in the library.
    public var inLibraryLoans: Int

    /// Creates figures.
    public init(users: Int = 0, visits: Int = 0, loans: Int = 0, inLibraryLoans: Int = 0) {
        self.users = users
        self.visits = visits
        self.loans = loans
        self.inLibraryLoans = inLibraryLoans
    }

    /// Both added up.
    public func adding(_ other: PublicLibraryFigures) -> PublicLibraryFigures {
        PublicLibraryFigures(users: users + other.users, visits: visits + other.visits, loans: loans + other.loans,
                             inLibraryLoans: inLibraryLoans + other.inLibraryLoans)
    }
}
