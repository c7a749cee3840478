/// What ``KartotekaClient/mailExport(_:to:)`` sent.
public struct ExportMailReceipt: Decodable, Sendable, Hashable {
    /// Always `true`: a message that was not sent is an error.
    public var sent: Bool
    /// The recipient.
    public var to: String
    /// The attachment's name.
    public var fileName: String
    /// How many records the attachment holds.
    public var recordCount: Int
}
