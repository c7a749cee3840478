import Foundation

/// One physical copy of a title, known by its inventory number.
public struct Copy: Sendable, Hashable, Codable {
    /// The inventory number: required, unique in the library.
    public var inventoryNumber: InventoryNumber
    /// The code of the place where the copy is kept (IRBIS 910^D), from the library's list.
    public var storagePlace: String
    /// The price paid for this copy, when it differs from the edition's.
    public var price: Money?
    /// The day the copy was received.
    public var receivedOn: Day?
    /// The copy's barcode, when it has one: unique.
    public var barcode: String?
    /// Where the copy stands.
    public var status: CopyStatus
    /// The batch it came in: its КСУ number (IRBIS 910^U).
    public var receipt: YearlyNumber?
    /// Whether it is on the balance; brochures and periodicals kept briefly are not.
    public var onBalance: Bool
    /// What kind of document it is, as the КСУ counts them.
    public var documentType: DocumentType
    /// What it is in the school fund for ОО-2 §2.6 (lines 02–05); `nil`: by its title's kind.
    public var fundClass: FundClass?

    /// Creates a copy.
    public init(
        inventoryNumber: InventoryNumber, storagePlace: String = "", price: Money? = nil,
        receivedOn: Day? = nil, barcode: String? = nil, status: CopyStatus = .available, receipt: YearlyNumber? = nil,
        onBalance: Bool = true, documentType: DocumentType = .book, fundClass: FundClass? = nil
    ) {
        self.inventoryNumber = inventoryNumber
        self.storagePlace = storagePlace
        self.price = price
        self.receivedOn = receivedOn
        self.barcode = barcode
        self.status = status
        self.receipt = receipt
        self.onBalance = onBalance
        self.documentType = documentType
        self.fundClass = fundClass
    }
}
