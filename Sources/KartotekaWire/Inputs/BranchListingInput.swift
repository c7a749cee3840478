import KartotekaValues

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
