import KartotekaValues

extension LibraryProfileInput: SchemaDescribed {
    public static let schema = Schema<LibraryProfileInput>.input(
        "LibraryProfileInput", "The library's name and whether it offers the locations service; what is left out stays as it is.",
        [
            .init("name", \.name, .string("The name printed on every form, letter and label; empty: none.", maxLength: 200)),
            .init("locationsShown", \.locationsShown, "Whether the locations service is offered even without locations of the library's own."),
        ],
        example: ["name": "Библиотека МБОУ СОШ № 5"])
}
