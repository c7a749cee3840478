import KartotekaValues

/// A branch of the library as the API shows it.
public struct BranchResource: Codable, Sendable, Hashable {
    /// The short code: `ЦБ`, `Ф2`.
    public var code: String = ""
    /// The name: `Центральная библиотека`.
    public var name: String = ""
    /// Where it is.
    public var address: String = ""
    /// The IRBIS storage place (910^D) of its fund; empty when it is the code.
    public var storagePlace: String = ""
    /// The library location that shows it in the book's `/locations`, while it is shown there:
    /// its street address is the branch's address, kept in step.
    public var location: LocationResource?
    /// Whether it is the main branch.
    public var main: Bool = false

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension BranchResource: SchemaDescribed {
    public static let schema = Schema<BranchResource>.resource(
        "Branch", "A branch of the library: a building whose copies it holds and whose desks lend them.",
        [
            .init("code", \.code, "The short code: `ЦБ`, `Ф2`."), .init("name", \.name), .init("address", \.address),
            .init("storagePlace", \.storagePlace, "The IRBIS storage place (910^D) of its fund; empty when it is the code."),
            .init("location", \.location), .init("main", \.main, "Whether it is the main branch (which stays)."),
        ])
}
