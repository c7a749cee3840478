import Foundation
import KartotekaCore
import KartotekaWire

extension HoldResource {
    /// The resource for a hold, its sentence in `language`, its reader shown as `reader` says.
    public init(_ hold: HoldRecord, language: Language, reader: HolderDisclosure = .contact) {
        self.init()
        id = hold.id.rawValue
        titleId = hold.titleID.rawValue
        title = hold.titleDescription
        ticketNumber = hold.ticketNumber.rawValue
        readerName = reader == .contact ? hold.readerName : nil
        wantedCopy = hold.wantedCopy?.rawValue
        copy = hold.copy?.rawValue
        pickupBranch = hold.pickupBranch.rawValue
        state = hold.state.rawValue
        standing = hold.standing.text(in: language)
        position = hold.position
        placedAt = hold.placedAt
        placedBy = hold.placedBy
        placedByReader = hold.placedByReader
        pickupBy = hold.pickupBy?.isoText
        endedAt = hold.endedAt
    }
}
