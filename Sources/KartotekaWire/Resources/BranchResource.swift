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
