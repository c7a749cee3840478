import Foundation
import KartotekaCore
import KartotekaWire

extension ClassSetResource.Copy {
    /// The resource for a loan of the set; its holder named, or by ticket only.
    public init(_ loan: LoanDetails, holder: HolderDisclosure = .contact) {
        self.init()
        inventoryNumber = loan.loan.inventoryNumber.rawValue
        ticketNumber = loan.loan.ticketNumber?.rawValue
        readerName = holder == .contact ? loan.holder?.shortName : nil
        dueOn = loan.loan.dueOn.isoText
        state = loan.loan.lossSettledAt != nil ? "made_good" : loan.loan.lostAt != nil ? "lost" : loan.loan.isOpen ? "out" : "returned"
    }
}

extension ClassSetResource {
    /// The resource for a set, the reasons pupils were left out in `language`; the pupils named,
    /// or by ticket only (`holder`, for an account that may not browse readers).
    public init(_ set: ClassSet, language: Language = .russian, holder: HolderDisclosure = .contact) {
        self.init()
        id = set.id.rawValue
        titleId = set.titleID?.rawValue
        title = set.titleDescription
        schoolClass = set.schoolClass.text
        teacher = set.teacher?.rawValue
        handedOn = set.handedOn.isoText
        handedBy = set.handedBy
        outstanding = set.outstanding.count
        copies = set.loans.map { Copy($0, holder: holder) }
        leftOut = set.leftOut.isEmpty ? nil : set.leftOut.map { pupil in
            var entry = LeftOut()
            entry.ticketNumber = pupil.ticketNumber.rawValue
            entry.readerName = holder == .contact ? pupil.name : ""
            entry.reason = pupil.reason.text(in: language)
            return entry
        }
    }
}
