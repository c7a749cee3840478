import Foundation
import KartotekaCore
import KartotekaWire

extension TransferResource {
    /// The resource for a stored journey.
    public init(_ record: TransferRecord) {
        self.init()
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
        cancelledAt = record.cancelledAt
    }
}
