import KartotekaValues

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
