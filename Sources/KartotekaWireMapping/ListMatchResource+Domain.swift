import KartotekaCore
import KartotekaWire

extension ListMatchResource {
    /// The resource for a match.
    public init(_ match: ListMatchRecord) {
        self.init()
        id = match.id
        kind = match.kind.rawValue
        entryNumber = match.entryNumber
        entryText = match.entryText
        titleId = match.titleID?.rawValue
        titleDescription = match.titleDescription
        basis = match.basis.rawValue
        state = match.state.rawValue
        foundOn = match.foundOn.isoText
        decidedBy = match.decidedBy
        decidedOn = match.decidedOn?.isoText
        copies = match.copies.map(\.rawValue)
        struck = match.struck
    }
}

extension OpenAdultCopyResource {
    /// The resource for a copy of an 18+ title in the open.
    public init(_ copy: OpenAdultCopy) {
        self.init()
        titleID = copy.titleID.rawValue
        title = copy.title
        inventoryNumber = copy.inventoryNumber.rawValue
        storagePlace = copy.storagePlace
    }
}
