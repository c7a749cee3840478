/// A receipt: one batch of documents entering the fund with one accompanying document — a line
/// of the first part of the book of summary accounting (КСУ). Its copies say which batch they
/// came in; its number is given when it is stored.
public struct Receipt: Sendable, Hashable, Codable {
    /// The day the batch was received (never after today).
    public var receivedOn: Day
    /// Where it came from.
    public var source: ReceiptSource
    /// Who supplied it: a shop, a collector, a person's name for a gift.
    public var supplier: String
    /// The document it came with.
    public var document: AccompanyingDocument
    /// Anything else worth keeping.
    public var note: String

    /// Creates a receipt without checking it.
    public init(receivedOn: Day, source: ReceiptSource, supplier: String = "", document: AccompanyingDocument, note: String = "") {
        self.receivedOn = receivedOn
        self.source = source
        self.supplier = supplier
        self.document = document
        self.note = note
    }
}
