import KartotekaValues

/// A copy as the API takes it: with a new title, for ``KartotekaClient/addCopy(_:toTitle:)``
/// and for ``KartotekaClient/updateCopy(_:with:)``. On update, a `nil` inventory number, status,
/// receipt, balance or kind keeps the copy's (an empty receipt takes it out of its batch); the
/// other fields left `nil` are emptied.
public struct CopyInput: Codable, Sendable, Hashable {
    /// The inventory number: unique, letters, digits and `- / . _`, at most 32 characters.
    public var inventoryNumber: String?
    /// The storage place code; the library's default when left out of a new copy.
    public var storagePlace: String?
    /// The price as people type it: `254`, `254.50`.
    public var price: String?
    /// The day the copy was received, `YYYY-MM-DD`.
    public var receivedOn: String?
    /// The copy's own barcode, unique when given.
    public var barcode: String?
    /// `available`, `lost` or `bindery` (`on_loan` is set by lending only, `written_off` by an
    /// act of write-off only).
    public var status: String?
    /// The КСУ number of the batch it came in (`5` of this year, or `2027/5`); the batch must be open.
    public var receipt: String?
    /// Whether it is on the balance (the default for a new copy).
    public var onBalance: Bool?
    /// `book` (the default for a new copy), `brochure`, `journal`, `newspaper`, `audiovisual` or `electronic`.
    public var documentType: String?
    /// What it is in the school fund for ОО-2 §2.6: `textbook`, `teachingAid`, `fiction`, `reference` or `other`;
    /// empty: by the title's kind.
    public var fundClass: String?

    /// Creates the input.
    public init(inventoryNumber: String? = nil, storagePlace: String? = nil, price: String? = nil, receivedOn: String? = nil,
                barcode: String? = nil, status: String? = nil, receipt: String? = nil, onBalance: Bool? = nil, documentType: String? = nil,
                fundClass: String? = nil) {
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

    /// Reads the input as the API takes it: the price may be a number or text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inventoryNumber = try container.decodeIfPresent(String.self, forKey: .inventoryNumber)
        storagePlace = try container.decodeIfPresent(String.self, forKey: .storagePlace)
        price = try TypedText.decode(container, .price)
        receivedOn = try container.decodeIfPresent(String.self, forKey: .receivedOn)
        barcode = try container.decodeIfPresent(String.self, forKey: .barcode)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        receipt = try container.decodeIfPresent(String.self, forKey: .receipt)
        onBalance = try container.decodeIfPresent(Bool.self, forKey: .onBalance)
        documentType = try container.decodeIfPresent(String.self, forKey: .documentType)
        fundClass = try container.decodeIfPresent(String.self, forKey: .fundClass)
    }
}
