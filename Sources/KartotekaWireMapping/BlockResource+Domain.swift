import Foundation
import KartotekaCore
import KartotekaWire

extension BlockResource {
    /// The resource for a block, its sentences in `language`.
    public init(_ block: ReaderBlock, language: Language) {
        self.init()
        kind = block.code
        message = block.reason.text(in: language)
        remedy = block.remedy.text(in: language)
        switch block {
        case .tooManyOverdue:
            break
        case .overdueTooLong(let inventory, _, _):
            inventoryNumber = inventory.rawValue
        case .lossNotSettled(let loss, let inventory, _):
            lossId = loss.rawValue
            inventoryNumber = inventory.rawValue
        case .manual(let manual):
            id = manual.id.rawValue
            reason = manual.reason
            until = manual.until?.isoText
            setAt = manual.setAt
            setBy = manual.setBy
        }
    }
}
