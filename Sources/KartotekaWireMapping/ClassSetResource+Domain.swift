import Foundation
import KartotekaCore
import KartotekaWire

extension ClassSetResource.Copy {
    /// The resource for a loan of the set.
    public init(_ loan: LoanDetails) {
        self.init()
        inventoryNumber = loan.loan.inventoryNumber.rawValue
        ticketNumber = loan.loan.ticketNumber?.rawValue
        readerName = loan.holder?.shortName
        dueOn = loan.loan.dueOn.isoText
        state = loan.loan.lostAt != nil ? "lost" : loan.loan.isOpen ? "out" : "returned"
    }
}

extension ClassSetResource {
    /// The resource for a set, the reasons pupils were left out in `language`.
    public init(_ set: ClassSet, language: Language = .russian) {
        self.init()
        id = set.id.rawValue
        titleId = set.titleID?.rawValue
        title = set.titleDescription
        schoolClass = set.schoolClass.text
        teacher = set.teacher?.rawValue
        handedOn = set.handedOn.isoText
        handedBy = set.handedBy
        outstanding = set.outstanding.count
        copies = set.loans.map(Copy.init)
        leftOut = set.leftOut.isEmpty ? nil : set.leftOut.map { pupil in
            var entry = LeftOut()
            entry.ticketNumber = pupil.ticketNumber.rawValue
            entry.readerName = pupil.name
            entry.reason = pupil.reason.text(in: language)
            return entry
        }
    }
}
