import KartotekaValues

extension OpenAdultCopyResource: SchemaDescribed {
    public static let schema = Schema<OpenAdultCopyResource>.resource(
        "OpenAdultCopy", "A copy of a title marked 18+ kept outside the places closed to children.",
        [
            .init("titleID", \.titleID, .id), .init("title", \.title, "The title's short description."),
            .init("inventoryNumber", \.inventoryNumber), .init("storagePlace", \.storagePlace, "Where it is kept; empty when not recorded."),
        ])
}
