import KartotekaCore

/// A copy as the API shows it, with its open loan.
public struct CopyResource: Codable, Sendable, Hashable {
    public var inventoryNumber: String
    public var titleId: Int64
    public var storagePlace: String
    public var price: String?
    /// `YYYY-MM-DD`.
    public var receivedOn: String?
    public var barcode: String?
    /// `available`, `on_loan`, `lost`, `written_off` or `bindery`.
    public var status: String
    /// The open loan, when the copy is out.
    public var loan: LoanResource?
    /// The code of the branch that owns the copy.
    public var homeBranch: String?
    /// The code of the branch where the copy is (or that sent it, while it travels).
    public var currentBranch: String?
    /// The code of the branch the copy is on its way to, while it travels.
    public var travellingTo: String?

    /// The resource for a copy.
    public init(_ record: CopyRecord, loan: LoanResource? = nil) {
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
    }

    /// The resource for a copy with its open loan as of `today`, the holder shown as `holder` says.
    public init(_ details: CopyDetails, today: Day, holder: HolderDisclosure = .contact) {
        let loan = details.openLoan.map { loan in
            LoanResource(LoanDetails(loan: loan, titleID: details.record.titleID, titleDescription: "", holder: details.holder,
                                     branch: details.loanBranch), today: today, holder: holder)
        }
        self.init(details.record, loan: loan)
    }
}
