import KartotekaClient
import KartotekaCore

extension ExportRequest {
    /// The API's request for an order.
    init(_ order: ExportOrder) {
        self.init(format: order.format, encoding: order.encoding)
        switch order.records {
        case .titleOfCopy(let inventoryNumber): self.inventoryNumber = inventoryNumber
        case .title(let id): titleID = id.rawValue
        case .reader(let ticket):
            records = .readers
            ticketNumber = ticket
        case .all(let readers): records = readers ? .readers : .titles
        case .changedSince(let day, let readers):
            records = readers ? .readers : .titles
            changedSince = day
        }
    }
}
