extension BranchListing {
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
