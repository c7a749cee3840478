import Foundation

/// A copy on its way from one branch to another, or one that arrived.
public struct TransferRecord: Sendable, Hashable, Codable {
    /// Its id.
    public let id: TransferID
    /// The copy's inventory number (kept if the copy is later removed).
    public var inventoryNumber: InventoryNumber
    /// The title of the copy, when the copy still exists.
    public var titleID: TitleID?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var titleDescription: String
    /// Where it was sent from.
    public var from: BranchCode
    /// Where it goes.
    public var to: BranchCode
    /// Why.
    public var reason: TransferReason
    /// When it was sent.
    public var sentAt: Date
    /// The account that sent it (`nil`: the command line, or the return desk's own routine).
    public var sentBy: String?
    /// When it arrived; `nil` while it travels.
    public var receivedAt: Date?
    /// The account that received it (`nil`: the command line).
    public var receivedBy: String?

    /// Creates a record.
    public init(id: TransferID, inventoryNumber: InventoryNumber, titleID: TitleID?, titleDescription: String, from: BranchCode,
                to: BranchCode, reason: TransferReason, sentAt: Date, sentBy: String?, receivedAt: Date?, receivedBy: String?) {
        self.id = id
        self.inventoryNumber = inventoryNumber
        self.titleID = titleID
        self.titleDescription = titleDescription
        self.from = from
        self.to = to
        self.reason = reason
        self.sentAt = sentAt
        self.sentBy = sentBy
        self.receivedAt = receivedAt
        self.receivedBy = receivedBy
    }

    /// Whether the copy is still on its way.
    public var isOpen: Bool { receivedAt == nil }
}
