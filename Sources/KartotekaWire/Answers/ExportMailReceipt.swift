import KartotekaValues

extension ExportMailReceipt: SchemaDescribed {
    public static let schema = Schema<ExportMailReceipt>.resource(
        "ExportMailed", "The message that was sent.",
        [
            .init("sent", \.sent, "Always `true`: failures are errors."), .init("to", \.to, "The recipient."),
            .init("fileName", \.fileName, "The attachment's name."), .init("recordCount", \.recordCount, .count),
            .init("recordsLeftOut", \.recordsLeftOut, .count),
        ])
}
