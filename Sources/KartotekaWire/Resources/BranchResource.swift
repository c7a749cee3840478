import KartotekaValues

extension BranchResource: SchemaDescribed {
    public static let schema = Schema<BranchResource>.resource(
        "Branch", "A branch of the library: a building whose copies it holds and whose desks lend them.",
        [
            .init("code", \.code, "The short code: `ЦБ`, `Ф2`."), .init("name", \.name), .init("address", \.address),
            .init("storagePlace", \.storagePlace, "The IRBIS storage place (910^D) of its fund; empty when it is the code."),
            .init("location", \.location), .init("main", \.main, "Whether it is the main branch (which stays)."),
        ])
}
