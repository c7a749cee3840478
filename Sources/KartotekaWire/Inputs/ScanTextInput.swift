import KartotekaValues

/// A code's text sent as JSON to `POST /api/v1/scan`: `{"text": "978-5-17-001000-4"}`.
public struct ScanTextInput: Codable, Sendable, Hashable {
    /// The text, as a scanner or a person types it.
    public var text: String

    /// Creates the input.
    public init(text: String) {
        self.text = text
    }
}

extension ScanTextInput: SchemaDescribed {
    public static let schema = Schema<ScanTextInput>.input(
        "ScanText", "The text of a code, as a scanner or a person types it.", [.init("text", \.text, "Not blank.")],
        example: ["text": "978-5-17-001000-4"])
}
