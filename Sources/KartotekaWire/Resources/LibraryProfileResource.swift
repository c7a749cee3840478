import KartotekaValues

/// The library as its forms name it: `GET /api/v1/settings/library`.
public struct LibraryProfileResource: Codable, Sendable, Hashable {
    /// The name set in the settings; empty when none is.
    public var name: String
    /// Whether the locations service is offered even without locations of the library's own.
    public var locationsShown: Bool
    /// The name the forms print: the settings' name, else the main branch's.
    public var printedName: String
    /// Whether the home page and the menu offer the locations service now.
    public var showsLocations: Bool

    /// Creates the resource.
    public init(name: String, locationsShown: Bool, printedName: String, showsLocations: Bool) {
        self.name = name
        self.locationsShown = locationsShown
        self.printedName = printedName
        self.showsLocations = showsLocations
    }
}

extension LibraryProfileResource: SchemaDescribed {
    public static let schema = Schema<LibraryProfileResource>.resource(
        "LibraryProfile", "The library as its forms name it.",
        [
            .init("name", \.name, "The name set in the settings; empty when none is."),
            .init("locationsShown", \.locationsShown, "Whether the locations service is offered even without locations of the library's own."),
            .init("printedName", \.printedName, "The name the forms print: the settings' name, else the main branch's."),
            .init("showsLocations", \.showsLocations, "Whether the home page and the menu offer the locations service now."),
        ])
}
