import Foundation
import KartotekaCore
import KartotekaWire

extension LoanResource {
    /// The resource for a loan as of `today`, its holder shown as `holder` says.
    public init(_ details: LoanDetails, today: Day, holder: HolderDisclosure = .contact) {
        self.init()
        let loan = details.loan
        id = loan.id.rawValue
        inventoryNumber = loan.inventoryNumber.rawValue
        titleId = details.titleID?.rawValue
        title = details.titleDescription
        ticketNumber = details.holder?.ticketNumber.rawValue ?? loan.ticketNumber?.rawValue
        if holder == .contact {
            readerName = details.holder?.shortName
            readerPhone = details.holder?.phone
        }
        issuedAt = loan.issuedAt
        dueOn = loan.dueOn.isoText
        returnedAt = loan.returnedAt
        renewals = loan.renewals
        overdue = loan.isOverdue(on: today)
        daysOverdue = loan.daysOverdue(on: today)
        branch = details.branch?.rawValue
        returnBranch = details.returnBranch?.rawValue
        lostAt = loan.lostAt
        classSet = details.classSet?.text
        inLibrary = loan.inLibrary
    }
}
