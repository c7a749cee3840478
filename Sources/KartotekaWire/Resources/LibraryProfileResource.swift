import KartotekaValues

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
