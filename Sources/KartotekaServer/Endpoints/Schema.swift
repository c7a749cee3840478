/// The name of a schema in the OpenAPI document's `components/schemas`, typed by the wire type
/// that is encoded or decoded with it (one type may have several: a title card and a list row).
struct Schema<Value>: Sendable {
    /// The schema's name: `TitleCard`.
    let name: String

    init(_ name: String) {
        self.name = name
    }
}
