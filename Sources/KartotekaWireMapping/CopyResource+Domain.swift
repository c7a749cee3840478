import Foundation
import KartotekaCore
import KartotekaWire

extension CopyResource {
    /// The resource for a copy.
    public init(_ record: CopyRecord, loan: LoanResource? = nil) {
        self.init()
        inventoryNumber = record.copy.inventoryNumber.rawValue
        titleId = record.titleID.rawValue
        storagePlace = record.copy.storagePlace
        price = record.copy.price?.decimalText
        receivedOn = record.copy.receivedOn?.isoText
        barcode = record.copy.barcode
        status = record.copy.status.rawValue
        self.loan = loan
        homeBranch = record.placement?.home.rawValue
        currentBranch = record.placement?.current.rawValue
        travellingTo = record.placement?.travellingTo?.rawValue
        receipt = record.copy.receipt?.text
        onBalance = record.copy.onBalance
        documentType = record.copy.documentType.rawValue
        fundClass = record.copy.fundClass?.rawValue
        checkedOn = record.checkedOn?.isoText
        writeOffAct = record.writeOff?.reference
        writeOffDate = record.writeOff?.date?.isoText
    }

    /// The resource for a copy with its open loan as of `today`, the holder shown as `holder` says.
    public init(_ details: CopyDetails, today: Day, holder: HolderDisclosure = .contact) {
        self.init()
        let loan = details.openLoan.map { loan in
            LoanResource(LoanDetails(loan: loan, titleID: details.record.titleID, titleDescription: "", holder: details.holder,
                                     branch: details.loanBranch), today: today, holder: holder)
        }
        self.init(details.record, loan: loan)
    }
}
