import Foundation
import KartotekaCore
import KartotekaWire

extension InventoryBookEntryResource {
    /// The resource for a line.
    public init(_ entry: InventoryBookEntry) {
        self.init()
        inventoryNumber = entry.inventoryNumber.rawValue
        titleId = entry.titleID.rawValue
        receivedOn = entry.receivedOn.isoText
        receipt = entry.receipt?.text
        description = entry.description
        year = entry.year
        price = entry.price?.decimalText
        onBalance = entry.onBalance
        status = entry.status.rawValue
        checkedOn = entry.checkedOn?.isoText
        writeOffAct = entry.writeOff?.reference
        writeOffDate = entry.writeOff?.date?.isoText
    }
}
