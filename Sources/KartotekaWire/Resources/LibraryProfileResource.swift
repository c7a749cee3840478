import KartotekaCore

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

    /// The profile of the settings and the frame they give.
    public init(_ settings: LibrarySettings, frame: LibraryFrame) {
        name = settings.libraryName
        locationsShown = settings.locationsShown
        printedName = frame.name
        showsLocations = frame.showsLocations
    }
}
