import Foundation
import KartotekaCore
import KartotekaWire

extension WriteOffInput {
    /// The input for an act, with the number wanted.
    public init(_ act: WriteOffAct, number: YearlyNumber? = nil) {
        self.init(number: number?.text, date: act.date.isoText, reason: act.reason.rawValue, approvedBy: act.approvedBy,
                  commission: act.commission.map { WriteOffResource.Member(name: $0.name, role: $0.role) }, note: act.note,
                  coefficient: act.coefficient.text,
                  copies: act.items.map { Item(inventoryNumber: $0.inventoryNumber.rawValue, coefficient: $0.coefficient?.text) })
    }
}

extension WriteOffInput {
    /// The fields as a draft, the commission one member a line.
    public var draft: WriteOffDraft {
        var draft = WriteOffDraft()
        draft.number = number ?? ""
        draft.date = date
        draft.reason = reason
        draft.approvedBy = approvedBy ?? ""
        draft.commission = commission.map { CommissionMember(name: $0.name, role: $0.role).text }.joined(separator: "\n")
        draft.note = note ?? ""
        draft.coefficient = coefficient ?? ""
        draft.lines = copies.map { WriteOffDraft.Line(inventoryNumber: $0.inventoryNumber, coefficient: $0.coefficient ?? "") }
        return draft
    }
}
