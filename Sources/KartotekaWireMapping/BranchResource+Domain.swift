import Foundation
import KartotekaCore
import KartotekaWire

extension BranchResource {
    /// The resource for a stored branch.
    public init(_ record: BranchRecord) {
        self.init()
        code = record.code.rawValue
        name = record.branch.name
        address = record.branch.address
        storagePlace = record.branch.storagePlace
        location = record.location.map(LocationResource.init)
        main = record.isMain
    }
}
