import Foundation
import KartotekaCore
import KartotekaWire

extension WriteOffResource.Item {
    /// The resource for a line.
    public init(_ item: WriteOffItem) {
        self.init()
        inventoryNumber = item.inventoryNumber.rawValue
        titleId = item.titleID?.rawValue
        description = item.description
        year = item.year
        price = item.price.decimalText
        coefficient = item.coefficient.text
        sum = item.sum.decimalText
        onBalance = item.onBalance
        documentType = item.documentType.rawValue
        section = item.section.rawValue
    }
}

extension WriteOffResource {
    /// The resource for a stored act.
    public init(_ record: WriteOffRecord) {
        self.init()
        number = record.number.text
        date = record.date.isoText
        reason = record.reason.rawValue
        approvedBy = record.approvedBy
        commission = record.commission.map { Member(name: $0.name, role: $0.role) }
        note = record.note
        copies = record.items.map(Item.init)
        tally = FundTallyResource(record.tally, titles: true)
        revaluedSum = record.revaluedSum.decimalText
        createdBy = record.createdBy
        createdAt = record.createdAt
    }
}
