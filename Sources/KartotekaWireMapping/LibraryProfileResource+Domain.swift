import KartotekaCore
import KartotekaWire

extension LibraryProfileResource {
    /// The profile of the settings and the frame they give.
    public init(_ settings: LibrarySettings, frame: LibraryFrame) {
        self.init(name: settings.libraryName, locationsShown: settings.locationsShown, printedName: frame.name,
                  showsLocations: frame.showsLocations)
    }
}
