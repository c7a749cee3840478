import Foundation
import KartotekaCore
import KartotekaWire

extension StocktakeResource {
    /// The resource for a check.
    public init(_ record: StocktakeRecord) {
        self.init()
        id = record.id.rawValue
        branch = record.scope.branch?.rawValue
        storagePlace = record.scope.storagePlace
        inventoryFrom = record.scope.inventoryFrom?.rawValue
        inventoryTo = record.scope.inventoryTo?.rawValue
        startedOn = record.startedOn.isoText
        startedBy = record.startedBy
        finishedOn = record.finishedOn?.isoText
        finishedBy = record.finishedBy
        expected = record.expected
        counted = record.counted
        onPaper = record.onPaper
        missing = record.missing
        elsewhere = record.elsewhere
        unknown = record.unknown
    }
}
