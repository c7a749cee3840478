import KartotekaExchange
import KartotekaWire

extension ExportSubject {
    /// Whether the export is a few named records, quick enough to build while the page waits;
    /// anything bigger is prepared as a background job.
    var isFewRecords: Bool {
        switch self {
        case .titles(.ids(let ids)): ids.count <= 50
        case .readers(.tickets(let tickets)): tickets.count <= 50
        default: false
        }
    }
}
