import KartotekaValues

extension ScanTextInput: SchemaDescribed {
    public static let schema = Schema<ScanTextInput>.input(
        "ScanText", "The text of a code, as a scanner or a person types it.", [.init("text", \.text, "Not blank.")],
        example: ["text": "978-5-17-001000-4"])
}
