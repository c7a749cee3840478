import KartotekaValues

/// What `POST /api/v1/export/mail` sent.
public struct ExportMailReceipt: Codable, Sendable, Hashable {
    /// Always `true`: a message that was not sent is an error.
    public var sent: Bool
    /// The recipient.
    public var to: String
    /// The attachment's name.
    public var fileName: String
    /// How many records the attachment holds.
    public var recordCount: Int
    /// How many records were left out of it, each with an error (as `X-Kartoteka-Records-Left-Out`
    /// says of a download).
    public var recordsLeftOut: Int

    /// Creates a receipt for a message sent.
    public init(to: String, fileName: String, recordCount: Int, recordsLeftOut: Int = 0) {
        sent = true
        self.to = to
        self.fileName = fileName
        self.recordCount = recordCount
        self.recordsLeftOut = recordsLeftOut
    }
}

extension ExportMailReceipt: SchemaDescribed {
    public static let schema = Schema<ExportMailReceipt>.resource(
        "ExportMailed", "The message that was sent.",
        [
            .init("sent", \.sent, "Always `true`: failures are errors."), .init("to", \.to, "The recipient."),
            .init("fileName", \.fileName, "The attachment's name."), .init("recordCount", \.recordCount, .count),
            .init("recordsLeftOut", \.recordsLeftOut, .count),
        ])
}
