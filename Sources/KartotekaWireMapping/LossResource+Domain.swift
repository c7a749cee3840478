import Foundation
import KartotekaCore
import KartotekaWire

extension LossResource {
    /// The resource for a loss.
    public init(_ loss: BookLoss) {
        self.init()
        id = loss.id.rawValue
        inventoryNumber = loss.inventoryNumber.rawValue
        title = loss.titleDescription
        ticketNumber = loss.ticketNumber?.rawValue
        loanId = loss.loanID?.rawValue
        recordedAt = loss.recordedAt
        recordedBy = loss.recordedBy
        replacement = loss.replacement?.rawValue
        writeOff = loss.writeOff?.text
        settlement = loss.settlement.map {
            Settlement(how: $0.how.rawValue, note: $0.note, amount: $0.amount?.decimalText, settledAt: $0.settledAt, settledBy: $0.settledBy)
        }
    }
}
