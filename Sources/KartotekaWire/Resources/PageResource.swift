import KartotekaValues

extension PageResource: SchemaValue where Item: SchemaDescribed {
    /// A page of items written out where it is used; lists name theirs (``Schema/page(_:of:)``).
    public static var valueSchema: JSONSchema { Schema<PageResource>.page(nil, of: Item.schema).reference }
}

extension Schema {
    /// One page of a list of items of a schema.
    public static func page<Item>(_ name: String?, of item: Schema<Item>) -> Schema where Value == PageResource<Item> {
        .resource(name, "One page of a list.", [
            SchemaProperty(name: "items", schema: .array(item.reference), isOptional: false), .init("offset", \.offset, .count),
            .init("limit", \.limit, .integer(minimum: 1)), .init("hasMore", \.hasMore, "Whether more items follow this page."),
        ])
    }
}
