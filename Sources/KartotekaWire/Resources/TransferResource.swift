import Foundation
import KartotekaCore

/// A copy's journey between branches as the API shows it.
public struct TransferResource: Codable, Sendable, Hashable {
    public var id: Int64
    public var inventoryNumber: String
    public var titleId: Int64?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String
    /// The code of the branch that sent it.
    public var from: String
    /// The code of the branch it goes to.
    public var to: String
    /// `return_to_home` (taken back at another branch) or `manual` (sent by a librarian).
    public var reason: String
    public var sentAt: Date
    public var sentBy: String?
    /// When it arrived; absent while it travels.
    public var receivedAt: Date?
    public var receivedBy: String?

    /// The resource for a stored journey.
    public init(_ record: TransferRecord) {
        id = record.id.rawValue
        inventoryNumber = record.inventoryNumber.rawValue
        titleId = record.titleID?.rawValue
        title = record.titleDescription
        from = record.from.rawValue
        to = record.to.rawValue
        reason = record.reason.rawValue
        sentAt = record.sentAt
        sentBy = record.sentBy
        receivedAt = record.receivedAt
        receivedBy = record.receivedBy
    }
}
