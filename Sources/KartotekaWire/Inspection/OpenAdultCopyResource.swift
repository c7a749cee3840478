import KartotekaValues

/// A copy of a title marked 18+ kept outside the places closed to children, as the API lists it.
public struct OpenAdultCopyResource: Codable, Sendable, Hashable {
    public var titleID: Int64 = 0
    public var title: String = ""
    public var inventoryNumber: String = ""
    public var storagePlace: String = ""

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension OpenAdultCopyResource: SchemaDescribed {
    public static let schema = Schema<OpenAdultCopyResource>.resource(
        "OpenAdultCopy", "A copy of a title marked 18+ kept outside the places closed to children.",
        [
            .init("titleID", \.titleID, .id), .init("title", \.title, "The title's short description."),
            .init("inventoryNumber", \.inventoryNumber), .init("storagePlace", \.storagePlace, "Where it is kept; empty when not recorded."),
        ])
}
