extension PublicLibraryFigures {
    /// Both added up.
    public func adding(_ other: PublicLibraryFigures) -> PublicLibraryFigures {
        PublicLibraryFigures(users: users + other.users, visits: visits + other.visits, loans: loans + other.loans)
    }
}
